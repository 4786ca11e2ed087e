// R1 crash safety: no acknowledged write is lost when the server is killed with SIGKILL
// mid-load, and every restart succeeds without repair.
//
// Usage (from the repository root):
//   node --import tsx bench/crash-test.mjs [--engine pglite|postgres|both] [--rounds N]
// Defaults: --engine both, --rounds 20. PostgreSQL: a fresh database is created on
// $CRASH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end.
// Set CRASH_KEEP=1 to keep the data folder / database for inspection.
//
// Per engine: seed (referrer, internal agent, linked agency) before the server starts; then
// for each round start the real server as `npm run serve` does, run 8 concurrent writers
// creating appointments, SIGKILL the server 0.3–2 s in, and start it again. At the end
// the server is stopped with SIGTERM and the database is read directly: every `_id`
// acknowledged with 200 must be there with its marker, and every agency's `points` must
// equal the recomputation. Prints a table; exit code 1 if anything was lost or failed.
import { SERVER, startNode, stop } from './lib/process.mjs';
import { printTable } from './crash/table.mjs';
import { AGENT_PASSWORD, freePort, prepareDatabase, seed, verify } from './crash/setup.mjs';

const WRITERS = 8;
const MAX_WRITES_PER_WRITER_PER_ROUND = 5_000;
const START_TIMEOUT_MS = 60_000;
const TOKEN_SECRET = 'crash-test-token-secret-0123456789-abcdef';

function parseArgs(argv) {
  const out = { engine: 'both', rounds: 20 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--engine') out.engine = argv[++i];
    else if (argv[i] === '--rounds') out.rounds = Number(argv[++i]);
    else throw new Error(`argomento sconosciuto: ${argv[i]}`);
  }
  if (!['pglite', 'postgres', 'both'].includes(out.engine))
    throw new Error('--engine: pglite|postgres|both');
  if (!Number.isInteger(out.rounds) || out.rounds < 1 || out.rounds > 1000)
    throw new Error('--rounds: 1..1000');
  return out;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits for /v2/health; fails fast if the process exits. */
async function startServer(env) {
  const proc = startNode(SERVER, env);
  const t0 = Date.now();
  while (Date.now() - t0 < START_TIMEOUT_MS) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
      return {
        proc,
        ok: false,
        why: `uscito con ${proc.child.exitCode ?? proc.child.signalCode}\n${proc.output()}`,
      };
    }
    try {
      const res = await fetch(`http://127.0.0.1:${env.PORT}/v2/health`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (res.ok) return { proc, ok: true, ms: Date.now() - t0 };
    } catch {
      /* not yet */
    }
    await sleep(50);
  }
  proc.child.kill('SIGKILL');
  return { proc, ok: false, why: `nessuna risposta in ${START_TIMEOUT_MS} ms\n${proc.output()}` };
}

async function login(base, email) {
  const res = await fetch(`${base}/v2/8volante/user/user_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: AGENT_PASSWORD }),
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

async function tokenWorks(base, token) {
  const res = await fetch(`${base}/v2/8volante/appuntamenti/user_getPoints`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(10_000),
  });
  return res.status === 200;
}

/** One writer: creates appointments until the round is over; records acknowledged ids. */
async function writer(ctx, w) {
  for (let n = 0; n < MAX_WRITES_PER_WRITER_PER_ROUND && !ctx.killed; n++) {
    const marker = `crash-${ctx.engine}-r${ctx.round}-w${w}-n${n}`;
    let res;
    try {
      res = await fetch(`${ctx.base}/v2/8volante/appuntamenti/user_create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.token}` },
        body: JSON.stringify({
          agenzia: ctx.agencyId,
          state: 'Inserito',
          name: 'Mario',
          surname: 'Rossi',
          email: `cliente-${w}@example.it`,
          cellulare: '+39 333 1234567',
          description: marker,
        }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      if (!ctx.killed) ctx.stats.networkErrors++;
      await sleep(10);
      continue;
    }
    if (res.status === 200) {
      let body;
      try {
        body = await res.json();
      } catch {
        continue; // cut off mid-body: not acknowledged
      }
      ctx.acked.set(body._id, marker);
    } else {
      ctx.stats.statuses[res.status] = (ctx.stats.statuses[res.status] ?? 0) + 1;
      await res.text().catch(() => '');
      if (res.status >= 500) ctx.stats.serverErrors++;
      if (res.status === 429) await sleep(100);
    }
  }
}

async function runEngine(engine, rounds) {
  const t0 = Date.now();
  const prepared = await prepareDatabase(engine);
  const result = {
    engine,
    rounds: 0,
    acked: 0,
    found: 0,
    lost: 0,
    restartsOk: 0,
    restartsFailed: 0,
    tokenSurvived: 0,
    pointsOk: false,
    rowsInDb: 0,
    serverErrors: 0,
    networkErrors: 0,
    statuses: {},
    cleanExit: false,
    problems: [],
    seconds: 0,
  };
  const acked = new Map();
  const stats = { networkErrors: 0, serverErrors: 0, statuses: {} };
  try {
    const { agentEmail, agencyId } = await seed(prepared);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...prepared.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      TOKEN_SECRET,
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: base,
      // Required in production (decision 025); the writers send no mail, nothing listens there.
      SMTP_URL: 'smtp://127.0.0.1:9',
    };
    let started = await startServer(env);
    if (!started.ok) throw new Error(`primo avvio fallito: ${started.why}`);
    let token = await login(base, agentEmail);
    for (let round = 1; round <= rounds; round++) {
      const ctx = { engine, round, base, token, agencyId, acked, stats, killed: false };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(ctx, w));
      await sleep(300 + Math.random() * 1_700);
      ctx.killed = true;
      started.proc.child.kill('SIGKILL');
      await started.proc.exited;
      await Promise.all(writers);
      result.rounds = round;
      started = await startServer(env);
      if (!started.ok) {
        result.restartsFailed++;
        result.problems.push(
          `riavvio dopo il round ${round} fallito: ${started.why.slice(0, 2_000)}`,
        );
        break;
      }
      result.restartsOk++;
      if (await tokenWorks(base, token)) result.tokenSurvived++;
      else token = await login(base, agentEmail);
    }
    if (started.ok) {
      await stop(started.proc);
      result.cleanExit = started.proc.child.exitCode === 0;
      if (!result.cleanExit)
        result.problems.push(`arresto con SIGTERM: codice ${started.proc.child.exitCode}`);
    }
    const check = await verify(prepared, acked, agencyId);
    result.acked = acked.size;
    result.rowsInDb = check.rowsInDb;
    result.lost = check.lost.length + check.wrongMarker.length;
    result.found = result.acked - result.lost;
    result.pointsOk = check.badPoints.length === 0;
    if (check.lost.length) result.problems.push(`persi: ${check.lost.slice(0, 10).join(', ')}`);
    if (check.wrongMarker.length)
      result.problems.push(`contenuto diverso: ${check.wrongMarker.slice(0, 10).join(', ')}`);
    if (!result.pointsOk)
      result.problems.push(`punti incoerenti: ${JSON.stringify(check.badPoints.slice(0, 5))}`);
  } catch (err) {
    result.problems.push(`errore: ${err.stack ?? err}`);
  } finally {
    Object.assign(result, {
      serverErrors: stats.serverErrors,
      networkErrors: stats.networkErrors,
      statuses: stats.statuses,
    });
    if (process.env.CRASH_KEEP === '1')
      console.log(`[${engine}] dati conservati: ${prepared.label}`);
    else await prepared.cleanup().catch((e) => result.problems.push(`pulizia: ${e.message}`));
    result.seconds = Math.round((Date.now() - t0) / 1000);
  }
  return result;
}

const args = parseArgs(process.argv.slice(2));
const engines = args.engine === 'both' ? ['pglite', 'postgres'] : [args.engine];
const results = [];
for (const engine of engines) {
  console.log(`[${engine}] ${args.rounds} round, ${WRITERS} scrittori…`);
  results.push(await runEngine(engine, args.rounds));
}
printTable(results);
const failed = results.some(
  (r) =>
    r.lost > 0 ||
    r.restartsFailed > 0 ||
    r.rounds < args.rounds ||
    !r.pointsOk ||
    r.problems.length > 0 ||
    r.serverErrors > 0,
);
for (const r of results) for (const p of r.problems) console.error(`[${r.engine}] ${p}`);
console.log(failed ? 'R1: NON superato' : 'R1: superato');
process.exit(failed ? 1 : 0);
