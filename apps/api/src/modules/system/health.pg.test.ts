import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, type TestContext } from '../../test/test-app';

// Decision 025, on PostgreSQL itself (this file runs only in the PostgreSQL suite: see
// apps/api/vitest.config.ts): a stalled database turns requests away with the generic 503
// within the configured time, and /v2/health answers from a connection of its own.
const GENERIC_503 = 'Il servizio è momentaneamente non disponibile. Riprova tra qualche istante.';

/** A connection of the test's own that holds `lock table … in access exclusive mode`. */
async function lockTable(t: TestContext, table: string) {
  const client = new pg.Client({ connectionString: t.database.pool!.options.connectionString });
  await client.connect();
  await client.query('begin');
  await client.query(`lock table ${table} in access exclusive mode`);
  return {
    stillHeld: async () => {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_locks
          where pid = pg_backend_pid() and locktype = 'relation' and mode = 'AccessExclusiveLock'
            and granted and relation = $1::regclass`,
        [table],
      );
      return rows[0]!.n === 1;
    },
    release: async () => {
      await client.query('rollback');
      await client.end();
    },
  };
}

/** Waits until the request pool has a request queued for a connection, or `n` in use. */
async function untilPool(t: TestContext, ready: (pool: pg.Pool) => boolean) {
  while (!ready(t.database.pool!)) await new Promise((r) => setTimeout(r, 10));
}

describe('a table locked by another connection (PostgreSQL)', () => {
  let t: TestContext;
  beforeAll(async () => {
    // Small on purpose: two connections, and waits a test can sit through.
    t = await createTestApp({
      database: { poolSize: 2, statementTimeoutMs: 1_000, acquireTimeoutMs: 1_500 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('health answers at once, and the route reading it answers 503 while the lock is held', async () => {
    const url = '/v2/agents/getAllSmallInfo'; // reads referrers
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const lock = await lockTable(t, 'referrers');
    try {
      // Four requests for two connections: two wait on the lock, two for a connection.
      const blocked = Array.from({ length: 4 }, () => t.app.inject({ url }));
      await untilPool(t, (pool) => pool.waitingCount > 0);
      const probe = await t.app.inject({ url: '/v2/health' });
      expect(probe.statusCode).toBe(200);
      expect(probe.json()).toEqual({ status: 'ok', database: 'postgres' });
      for (const res of await Promise.all(blocked)) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          message: GENERIC_503,
          code: 'SERVICE_UNAVAILABLE',
          requestId: expect.any(String),
        });
        expect(res.headers['retry-after']).toBe('5');
      }
      // Every answer came while the lock was still held: none waited for it to go.
      expect(await lock.stillHeld()).toBe(true);
    } finally {
      await lock.release();
    }
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const logged = t.logs.filter((l) => l.msg === 'database non disponibile');
    expect(logged.length).toBeGreaterThanOrEqual(4);
  });
});

describe('a request pool with no free connection (PostgreSQL)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      database: { poolSize: 1, statementTimeoutMs: 5_000, acquireTimeoutMs: 300 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('turns requests away at the acquire timeout, health names the pool, and recovers', async () => {
    const url = '/v2/agents/getAllSmallInfo';
    const lock = await lockTable(t, 'referrers');
    let holder;
    try {
      holder = t.app.inject({ url }); // takes the only connection and waits on the lock
      await untilPool(t, (pool) => pool.totalCount === 1 && pool.idleCount === 0);
      const turnedAway = await t.app.inject({ url });
      expect(turnedAway.statusCode).toBe(503);
      expect(turnedAway.json().message).toBe(GENERIC_503);
      const probe = await t.app.inject({ url: '/v2/health' });
      expect(probe.statusCode).toBe(503);
      expect(probe.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        details: { pool: expect.stringContaining('Nessuna connessione') },
      });
      expect(probe.json().details.database).toBeUndefined();
      expect(await lock.stillHeld()).toBe(true);
    } finally {
      await lock.release();
    }
    expect((await holder).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/v2/health' })).statusCode).toBe(200);
  });
});
