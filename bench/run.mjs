// npm run bench: the speed and load figures of QUALITY.md (P1–P6, P8–P12, R4) measured in one
// run, each next to its reference, on PostgreSQL (BENCH_DATABASE_URL, default the local
// server's `portal_bench` database). Prints one table and writes it to bench/results/.
// P7 (Lighthouse and axe) runs last; `npm run bench:lighthouse` runs it alone.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { ensureDatabase, generateData, BENCH_DOMAIN } from './lib/generate.mjs';
import { ROOT, SERVER, startNode, stop, waitFor } from './lib/process.mjs';
import {
  measureThroughput,
  measureAdminPage,
  measureRanking,
  measureLoad,
} from './lib/measures.mjs';
import { measureAdminSearch } from './lib/search-measures.mjs';
import { measureBundle, measureStartup } from './lib/static-measures.mjs';
import { measureCsv } from './lib/csv-measure.mjs';
import { measureExportTab } from './lib/export-tab-measure.mjs';
import { measureWidget } from './lib/widget-measure.mjs';
import { measureWidgetLayoutShift } from './lib/widget-cls-measure.mjs';
import { measureUploadMemory } from './lib/upload-measure.mjs';
import { printTable } from './lib/table.mjs';
import { BENCH_TOTP_SECRET, measureLighthouse } from './lib/lighthouse.mjs';
import { totpCode } from '../apps/api/src/modules/auth/second-factor.ts';
import { measureEnumeration } from './lib/enumeration.mjs';
import { startSmtpReceiver } from '../apps/api/src/test/smtp.ts';
import { buildWebIfChanged } from '../scripts/web-build.mjs';

// BENCH_PORT: another port when 8400–8401 are taken (the reference listens on the next one).
const PORT = Number(process.env.BENCH_PORT ?? 8400);
const REF_PORT = PORT + 1;
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench-Password-2026!';
const ADMIN = { email: 'admin@bench.example.it', password: PASSWORD };
const SLUG = '8volante';

const quick = process.argv.includes('--quick');
const sizes = quick
  ? { agencies: 2_000, appointments: 100_000 }
  : { agencies: 20_000, appointments: 1_000_000 };

const pgBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// BENCH_DATABASE_NAME: a database of one's own on that server.
const dbUrl = await ensureDatabase(
  pgBase,
  process.env.BENCH_DATABASE_NAME ?? (quick ? 'portal_bench_quick' : 'portal_bench'),
);

// The SPA, prerendered pages and widget as production serves them (`npm run serve` expects
// them built): a clean clone has none, and every browser figure would meet the API's 404.
buildWebIfChanged();

// Migrate (the server does it at start), then generate the data set.
{
  const { openDatabase } = await import('../apps/api/src/db/client.ts');
  const db = await openDatabase({ databaseUrl: dbUrl });
  await db.close();
}
const passwordHash = await hash(PASSWORD, {
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
});
console.log('Dati: preparazione…');
const gen = await generateData(dbUrl, { ...sizes, passwordHash });
console.log(gen.generated ? `Dati generati in ${gen.seconds.toFixed(1)} s` : 'Dati già presenti');

// The mails the figures send (P12's resets and registrations) go to a real SMTP receiver on
// loopback, as in the tests: sent at once, none left to retry in the background of a later
// figure. Mails still queued by earlier runs are the bench's own and are dropped first
// (without a receiver they had piled up, about 4,700, retried by every server the bench starts).
const smtp = await startSmtpReceiver();
{
  const pg = (await import('pg')).default;
  const purge = new pg.Client({ connectionString: dbUrl });
  await purge.connect();
  await purge
    .query(`delete from pgboss.job where state in ('created', 'retry', 'active')`)
    .catch(() => {}); // a new database has no queue yet
  await purge.end();
}

const loopFile = join(ROOT, 'bench/results/.loop.json');
const serverEnv = {
  DATABASE_URL: dbUrl,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DEMO_DATA: 'false',
  // Measured as deployed (ARCHITECTURE: production sets NODE_ENV and its secrets).
  NODE_ENV: 'production',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_TOTP_SECRET: BENCH_TOTP_SECRET,
  TOKEN_SECRET: 'bench-secret-0123456789-0123456789-0123456789',
  // Required in production (decision 025).
  PUBLIC_URL: base,
  SMTP_URL: smtp.url,
  RATE_LIMIT_PER_MINUTE: '10000000',
  DATA_DIR: join(ROOT, 'bench/results/.data'),
};
const server = startNode(
  SERVER,
  { ...serverEnv, LOOP_MONITOR_FILE: loopFile },
  { imports: ['./bench/lib/loop-monitor.mjs'] },
);
await waitFor(`${base}/v2/health`, 60_000, server);

const post = (path, body, token) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

const pg = (await import('pg')).default;
const client = new pg.Client({ connectionString: dbUrl });
await client.connect();
const pick = async (sql) => (await client.query(sql)).rows[0];
const richest = await pick(
  `select id, email from agencies where email like '%@${BENCH_DOMAIN}' and not agente_interno and state = 'CONFERMATO' order by points desc limit 1`,
);
const typical = await pick(
  `select id, email from agencies where email like '%@${BENCH_DOMAIN}' and not agente_interno and state = 'CONFERMATO' order by id limit 1 offset 100`,
);
const agent =
  await pick(`select a.id, a.email, (select l.id from agencies l where l.referente_id = a.referente_id and not l.agente_interno and l.id <> a.id limit 1) as linked
                          from agencies a where a.email like '%@${BENCH_DOMAIN}' and a.agente_interno and a.state = 'CONFERMATO' limit 1`);
const agencyIds = (
  await client.query(
    `select id from agencies where email like '%@${BENCH_DOMAIN}' and not agente_interno order by random() limit 200`,
  )
).rows.map((r) => r.id);
const agentIds = (
  await client.query(
    `select id from agencies where email like '%@${BENCH_DOMAIN}' and agente_interno limit 50`,
  )
).rows.map((r) => r.id);

const userToken = (
  await post(`/v2/${SLUG}/user/user_login`, { email: typical.email, password: PASSWORD })
).body.token;
const richToken = (
  await post(`/v2/${SLUG}/user/user_login`, { email: richest.email, password: PASSWORD })
).body.token;
const agentToken = (
  await post(`/v2/${SLUG}/user/user_login`, { email: agent.email, password: PASSWORD })
).body.token;
// Password, then the code of the second factor (decision 039).
const { mfaToken } = (await post('/v2/admin/login', ADMIN)).body;
const adminSession = (
  await post('/v2/admin/login/verify', {
    mfaToken,
    code: totpCode(BENCH_TOTP_SECRET, Date.now()),
  })
).body;
const adminToken = adminSession.accessToken;
const catalogue = await (await fetch(`${base}/v2/${SLUG}/servizi/public_fetchAll`)).json();

const ref = startNode('bench/lib/reference-server.mjs', {
  DATABASE_URL: dbUrl,
  REF_PORT: String(REF_PORT),
  REF_CATALOGUE: JSON.stringify(catalogue),
  REF_AGENCY_ID: typical.id,
});
await waitFor(`http://127.0.0.1:${REF_PORT}/bare`);

// `--only P1,P2,P4`: just those figures (while working on one of them).
const onlyArg = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const want = (...ids) => !onlyArg || ids.some((id) => onlyArg.split(',').includes(id));
const rows = [];
/**
 * How long one figure may take (`BENCH_FIGURE_TIMEOUT_MIN`, default 20 minutes): a
 * measurement that hangs (a browser that never answers) then fails its row, and the run
 * goes on and still writes its table.
 */
const FIGURE_TIMEOUT_MS = Number(process.env.BENCH_FIGURE_TIMEOUT_MIN ?? 20) * 60_000;
let timedOut = false;
/** One figure; if its measurement fails or hangs, a failed row with the reason, and the others go on. */
async function measure(id, fn) {
  let timer;
  const hung = new Promise((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(
        new Error(`misura interrotta dopo ${FIGURE_TIMEOUT_MS / 60_000} minuti senza risultato`),
      );
    }, FIGURE_TIMEOUT_MS);
  });
  try {
    const got = await Promise.race([fn(), hung]);
    rows.push(...(Array.isArray(got) ? got : [got]));
  } catch (err) {
    console.error(err);
    rows.push({
      id,
      what: 'misura non riuscita',
      target: '',
      measured: String(err.message ?? err).split('\n')[0],
      reference: '',
      ratio: '',
      pass: false,
    });
  } finally {
    clearTimeout(timer);
  }
}
const ctx = {
  base,
  ref: `http://127.0.0.1:${REF_PORT}`,
  slug: SLUG,
  userToken,
  richToken,
  agentToken,
  adminToken,
  adminRefreshToken: adminSession.refreshToken,
  agent,
  agencyIds,
  agentIds,
  serverPid: server.child.pid,
  refPid: ref.child.pid,
  loopFile,
  client,
  serverEnv,
  known: typical.email,
};
// First, while the server's memory is still that of a fresh start.
if (want('P11')) await measure('P11', () => measureUploadMemory(ctx));
if (want('P1', 'P2')) await measure('P1', () => measureThroughput(ctx));
if (want('P3')) await measure('P3', () => measureAdminPage(ctx));
if (want('P5')) await measure('P5', () => measureRanking(ctx));
if (want('P9')) await measure('P9', () => measureAdminSearch(ctx));
if (want('P4')) await measure('P4', () => measureCsv(ctx));
if (want('P4b')) await measure('P4b', () => measureExportTab(ctx));
if (want('P10')) await measure('P10', () => measureWidget(ctx));
if (want('P14')) await measure('P14', () => measureWidgetLayoutShift(ctx));
if (want('R4') && !process.argv.includes('--no-load'))
  await measure('R4', () => measureLoad(ctx, { seconds: quick ? 15 : 60 }));
if (want('P12')) await measure('P12', () => measureEnumeration(ctx));
await stop(ref);
await stop(server);
await client.end();
await smtp.close();
if (want('P6')) await measure('P6', () => measureBundle());
if (want('P8')) await measure('P8', () => measureStartup());
if (want('P7') && !process.argv.includes('--no-lighthouse'))
  await measure('P7', async () => (await measureLighthouse()).rows);

printTable(rows);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
const file = join(
  ROOT,
  'bench/results',
  `${new Date().toISOString().replace(/[:.]/g, '-')}${quick ? '-quick' : ''}.json`,
);
writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), sizes, rows }, null, 2));
console.log(`Risultati salvati in ${file}`);
// A hung measurement may still hold a browser or a socket open: end the run anyway.
if (timedOut) process.exit(0);
