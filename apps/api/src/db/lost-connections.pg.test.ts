import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../test/test-app';
import { eventually } from '../test/eventually';
import { queryPostgres } from '../test/processes';
import { COUNTERS_NAME, HEALTH_NAME, REQUESTS_NAME } from './client';
import { isDatabaseUnavailable } from './unavailable';

// Decision 073: a connection ended by PostgreSQL (pg_terminate_backend, a pooler or failover)
// while a pool has it checked out, or while it is idle, ends no process: the statement in
// flight fails as "database unavailable" (a 503), and the pool serves again on a new
// connection. An unheard 'error' event would end this test's worker, failing the file.
let database: TestDatabase;
/** The first row of what `execute` answered (its type is the engine's, unknown here). */
const first = <T>(result: unknown) => (result as { rows: T[] }).rows[0]!;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const alive = async (pid: number) =>
  (
    await queryPostgres<{ n: number }>(
      database.url!,
      `select count(*)::int as n from pg_stat_activity where pid = ${pid}`,
    )
  )[0]!.n > 0;

const terminate = async (pid: number) => {
  await queryPostgres(database.url!, `select pg_terminate_backend(${pid})`);
  await eventually(5_000, async () => !(await alive(pid)));
};

const pidsOf = async (name: string) =>
  (
    await queryPostgres<{ pid: number }>(
      database.url!,
      // This file's own database only: other files run beside it on the same server.
      `select pid from pg_stat_activity
       where application_name = '${name}' and datname = current_database()`,
    )
  ).map((r) => r.pid);

describe('lost connections (decision 073)', () => {
  it('one ended inside a transaction fails its next statement as unavailable; the pool goes on', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        const me = first<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        await terminate(me.pid);
        await tx.execute(sql`select 1`);
      })
      .catch((err: unknown) => err);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(first<{ one: number }>(await database.db.execute(sql`select 1 as one`)).one).toBe(1);
  });

  it('idle ones of every pool ended: each pool serves again', async () => {
    await database.ping();
    await database.counters.execute(sql`select 1`);
    await database.db.execute(sql`select 1`);
    const pids = [
      ...(await pidsOf(HEALTH_NAME)),
      ...(await pidsOf(COUNTERS_NAME)),
      ...(await pidsOf(REQUESTS_NAME)),
    ];
    expect(pids.length).toBeGreaterThanOrEqual(3);
    for (const pid of pids) await terminate(pid);
    await expect(database.ping()).resolves.toBeUndefined();
    const counted = first<{ one: number }>(await database.counters.execute(sql`select 1 as one`));
    expect(counted.one).toBe(1);
    expect(first<{ one: number }>(await database.db.execute(sql`select 1 as one`)).one).toBe(1);
  });
});
