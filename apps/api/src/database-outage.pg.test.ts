import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHANGES_CHANNEL } from './db/changes';
import { openDatabase } from './db/client';
import { insertAgency, insertReferrer, PASSWORD } from './test/fixtures';
import { cleanUpDeployments, deployment } from './test/deployment-env';
import { eventually } from './test/eventually';
import type { Started } from './test/processes';
import { startServersBehindProxy } from './test/round-robin-proxy';
import { readMail, startSmtpReceiver } from './test/smtp';
import { startThrowawayPostgres, type ThrowawayPostgres } from './test/throwaway-postgres';
import { startWriters, type Answer, type WriteLoad } from './test/write-load';

// QUALITY.md R11, issue 37: the database goes away and comes back. Three real server
// processes on a PostgreSQL cluster of this test's own (never the machine's server), behind
// a round-robin proxy, under a load of writers that create appointments with
// `Idempotency-Key`s. Every backend ended at once, busy backends ended one at a time, and the
// server stopped for 30 s: no process exits, every answer meanwhile is a 2xx or a 503 with
// `Retry-After`, health says 503 then 200, every process serves again within 5 s of the
// database's return, and every acknowledged write is stored exactly once.
// This file runs only in the PostgreSQL suite (apps/api/vitest.config.ts).
const P = '/v2/8volante';
const DB = 'portale';
/** How long the database stays down in the last scenario (the 30 s). */
const OUTAGE_MS = 30_000;
const WRITERS = 6;

let cluster: ThrowawayPostgres;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let proxy: Awaited<ReturnType<typeof startServersBehindProxy>>['proxy'];
let servers: { port: number; proc: Started }[] = [];
let agentToken = '';
let agencyId = '';
let agencyEmail = '';

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
  await cluster.query(`create database ${DB}`);
  smtp = await startSmtpReceiver();
  const base = await deployment({
    DEMO_DATA: 'false',
    DATABASE_URL: cluster.url(DB),
    SMTP_URL: smtp.url,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '100000',
    DATABASE_POOL_SIZE: '5',
    DATABASE_ACQUIRE_TIMEOUT_MS: '2000',
    LOG_LEVEL: 'warn',
  });
  ({ servers, proxy } = await startServersBehindProxy(base.env));
  // An internal agent and the agency it records appointments for.
  const database = await openDatabase({ databaseUrl: cluster.url(DB) });
  try {
    const referrer = await insertReferrer(database.db);
    const agent = await insertAgency(database.db, {
      referenteId: referrer.id,
      agenteInterno: true,
    });
    const agency = await insertAgency(database.db, { referenteId: referrer.id });
    agencyId = agency.id;
    agencyEmail = agency.email;
    const res = await fetch(`${proxy.url}${P}/user/user_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: agent.email, password: PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`login dell'agente: ${res.status}`);
    agentToken = ((await res.json()) as { token: string }).token;
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  for (const s of servers) s.proc.child.kill('SIGTERM');
  for (const s of servers) await s.proc.exited;
  await cleanUpDeployments();
  await smtp?.close();
  await cluster?.destroy();
});

const writers = (): WriteLoad =>
  startWriters({
    writers: WRITERS,
    url: `${proxy.url}${P}/appuntamenti/user_create`,
    headers: { authorization: `Bearer ${agentToken}` },
    body: (key) => ({
      agenzia: agencyId,
      state: 'Inserito',
      name: 'Cliente',
      surname: 'Di Prova',
      email: 'cliente@example.it',
      cellulare: '+39 333 1234567',
      description: key,
    }),
  });

/** Asks one process for the agent's appointments: the database read a request makes. */
const serves = async (i: number) => {
  try {
    const res = await fetch(`http://127.0.0.1:${servers[i]!.port}${P}/appuntamenti/user_fetchAll`, {
      headers: { authorization: `Bearer ${agentToken}` },
      signal: AbortSignal.timeout(4_000),
    });
    return res.status === 200;
  } catch {
    return false;
  }
};

const everyProcessServes = () =>
  Promise.all(servers.map((_, i) => eventually(5_000, () => serves(i))));

/** The processes that ended, with the last of what they printed. */
const exitedProcesses = () =>
  servers
    .filter((s) => s.proc.child.exitCode !== null || s.proc.child.signalCode !== null)
    .map((s) => s.proc.output().slice(-3_000));

/** Every answer is a 2xx, or a 503 that says when to come back. */
const badAnswers = (answers: Answer[]) =>
  answers.filter(
    (a) => !(a.status >= 200 && a.status < 300) && !(a.status === 503 && a.retryAfter !== null),
  );

/** The appointments stored for each key: each acknowledged key exactly once, nothing else. */
async function storedOnce() {
  const rows = await cluster.query<{ key: string; n: number }>(
    `select description as key, count(*)::int as n from appointments
     where agency_id = $1 group by description`,
    [agencyId],
    DB,
  );
  return new Map(rows.map((r) => [r.key, r.n]));
}

async function expectEveryWriteOnce(load: WriteLoad, before: Map<string, number>) {
  const after = await storedOnce();
  const added = [...after].filter(([key, n]) => n !== before.get(key));
  expect(load.acknowledged.length).toBeGreaterThan(0);
  expect(new Set(load.acknowledged).size).toBe(load.acknowledged.length);
  expect(added.filter(([, n]) => n !== 1)).toEqual([]);
  expect(added.map(([key]) => key).sort()).toEqual([...load.acknowledged].sort());
}

/** The backends of the portal's database, but this query's own. */
const backendsOf = (where: string) =>
  cluster.query<{ pid: number }>(
    `select pid from pg_stat_activity
     where datname = '${DB}' and pid <> pg_backend_pid() and backend_type = 'client backend' ${where}`,
  );

/** Runs `work` under the writers' load; a failure abandons the writers instead of waiting. */
async function underLoad(work: (load: WriteLoad) => Promise<void>) {
  const before = await storedOnce();
  const load = writers();
  try {
    await work(load);
    await load.stop();
  } finally {
    load.abandon();
  }
  expect(exitedProcesses()).toEqual([]);
  expect(badAnswers(load.answers)).toEqual([]);
  await expectEveryWriteOnce(load, before);
  return load;
}

describe('the database goes away and comes back (R11)', () => {
  it('every backend ended at once: no process exits, the writes are kept once', async () => {
    const load = await underLoad(async () => {
      await sleep(1_500);
      const ended = await cluster.query<{ ok: boolean }>(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity
         where datname = '${DB}' and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      expect(ended.length).toBeGreaterThan(3);
      await sleep(1_500);
      await everyProcessServes();
    });
    expect(load.acknowledged.length).toBeGreaterThan(0);
  }, 90_000);

  it('busy backends ended one at a time, 20 times: no process exits, the writes are kept once', async () => {
    const load = await underLoad(async () => {
      let ended = 0;
      while (ended < 20) {
        // A connection at work: in a statement, or checked out between two of a transaction.
        const busy = await backendsOf(`and state in ('active', 'idle in transaction')`);
        const victim = busy[Math.floor(Math.random() * busy.length)];
        if (!victim) {
          await sleep(5);
          continue;
        }
        await cluster.query('select pg_terminate_backend($1)', [victim.pid]);
        ended += 1;
        await sleep(150);
      }
      await sleep(1_000);
      await everyProcessServes();
    });
    expect(load.acknowledged.length).toBeGreaterThan(0);
  }, 120_000);

  it('PostgreSQL stopped for 30 s: 503s and health 503 meanwhile, everything back within 5 s', async () => {
    const health: { status: number; body: string }[] = [];
    const load = await underLoad(async (load) => {
      await sleep(1_000);
      await cluster.stop();
      const until = Date.now() + OUTAGE_MS;
      while (Date.now() < until) {
        for (const s of servers) {
          const res = await fetch(`http://127.0.0.1:${s.port}/v2/health`, {
            signal: AbortSignal.timeout(5_000),
          });
          health.push({ status: res.status, body: await res.text() });
        }
        await sleep(1_000);
      }
      expect(exitedProcesses()).toEqual([]);
      // Each writer's latest answer, while the database is down.
      expect(load.answers.slice(-WRITERS).map((a) => a.status)).toEqual(
        Array<number>(WRITERS).fill(503),
      );
      await cluster.start();
      await everyProcessServes();
    });
    expect(health.length).toBeGreaterThan(0);
    expect(health.filter((h) => h.status !== 503)).toEqual([]);
    for (const h of health) expect(JSON.parse(h.body).details.database).toBeTruthy();
    for (const s of servers) {
      const res = await fetch(`http://127.0.0.1:${s.port}/v2/health`);
      expect(res.status).toBe(200);
    }
    expect(load.acknowledged.length).toBeGreaterThan(0);

    // The changes listener listens again in every process: a catalogue change announced now
    // (as an admin's save announces it) is heard by each within the second (decision 044).
    const catalogue = async (i: number) => {
      const res = await fetch(`http://127.0.0.1:${servers[i]!.port}${P}/servizi/public_fetchAll`);
      return ((await res.json()) as { name: string }[]).map((x) => x.name);
    };
    for (let i = 0; i < servers.length; i++) expect(await catalogue(i)).not.toContain('Dopo');
    await cluster.query(
      `with added as (insert into services (name, visibility) values ('Dopo', 'public'))
       select pg_notify($1, 'catalogue')`,
      [CHANGES_CHANNEL],
      DB,
    );
    await Promise.all(
      servers.map((_, i) => eventually(1_000, async () => (await catalogue(i)).includes('Dopo'))),
    );

    // The job queue works again in every process: a mail asked through each is delivered.
    // Only the reset mails are counted: the writers' leads keep mailing the agency meanwhile.
    const mails = () =>
      smtp.inbox.filter(
        (m) => m.to.includes(agencyEmail) && readMail(m.raw).subject.includes('Reimposta'),
      ).length;
    const sent = mails();
    for (const s of servers) {
      const res = await fetch(`http://127.0.0.1:${s.port}/v2/agenzieUser/forgotPassword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: agencyEmail }),
      });
      expect(res.status).toBe(200);
    }
    await eventually(20_000, async () => mails() === sent + 3).catch((err: Error) => {
      const printed = servers.map((s) => s.proc.output().slice(-1_500)).join('\n---\n');
      throw new Error(`${err.message}: ${mails() - sent} mail di reset su 3\n${printed}`);
    });
  }, 180_000);
});
