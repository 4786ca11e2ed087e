import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { localChanges, PgChangeListener, type ChangeListener } from './changes';
import { clientExecutor, installJobQueue, type JobQueueConnection } from './job-queue';
import { API_SRC } from '../paths';

export type Schema = typeof schema;
/** Either engine's Drizzle database; queries take this or a transaction of it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw pg pool (PostgreSQL only), for COPY and streaming exports. */
  pool: pg.Pool | undefined;
  /**
   * A round trip to the database on a connection of its own (PostgreSQL: a one-connection
   * pool beside the request pool), bounded in time: /v2/health answers even when every
   * request connection is waiting on a lock. Throws when the database does not answer.
   */
  ping(): Promise<void>;
  /**
   * True while the request pool cannot hand out a connection: its latest wait for one
   * ended in the acquire timeout and none is idle now (PostgreSQL; PGlite: never).
   */
  poolStalled(): boolean;
  /**
   * Where the request limits count (decision 037) and the job queue's worker settles its
   * jobs (decisions 038, 061). PostgreSQL: a small pool of its own, so a request pool
   * exhausted by slow queries blocks neither the limits, nor the worker, nor /v2/health;
   * PGlite: `db`.
   */
  counters: Db;
  /** PostgreSQL: the pool behind `counters`, where the limits count (decision 082); PGlite: none. */
  countersPool: pg.Pool | undefined;
  /**
   * Changes announced by any process on this database (decision 044). PostgreSQL: a LISTEN
   * on a connection of its own; PGlite: nothing to hear, one process.
   */
  changes: ChangeListener;
  /**
   * How pg-boss reaches the database (decision 061). PostgreSQL: a pool of its own of
   * JOB_QUEUE_POOL_SIZE connections; PGlite: the one connection.
   */
  jobQueue: JobQueueConnection;
  /** PostgreSQL: each pool's connections now, for the metrics (decision 046); PGlite: none. */
  poolStats(): PoolStats[];
  close(): Promise<void>;
}

export interface PoolStats {
  pool: 'requests' | 'counters' | 'health';
  total: number;
  idle: number;
  waiting: number;
}

const statsOf = (pool: PoolStats['pool'], p: pg.Pool): PoolStats => ({
  pool,
  total: p.totalCount,
  idle: p.idleCount,
  waiting: p.waitingCount,
});

const migrationsFolder = join(API_SRC, 'db/migrations');

/**
 * The key of the PostgreSQL advisory lock that serialises start-up work across processes
 * (migrations, admin bootstrap, demo seeding; decision 025). Advisory locks are per
 * database, so two portals on one PostgreSQL server do not wait for each other.
 */
export const STARTUP_LOCK_KEY = 8_025_001;

/** How long /v2/health waits for the database on its own connection. */
export const HEALTH_TIMEOUT_MS = 2_000;

/** PostgreSQL: connections per process for the request counters (decision 037). */
export const COUNTER_POOL_SIZE = 4;
/** PostgreSQL: connections per process for pg-boss (decision 061). */
export const JOB_QUEUE_POOL_SIZE = 3;
/** The `application_name` of each pool's connections (the job queue's is `portal-jobs`). */
export const REQUESTS_NAME = 'portal-requests';
export const HEALTH_NAME = 'portal-health';
export const COUNTERS_NAME = 'portal-counters';
/** The longest a counter's hit waits for a connection or runs. */
const COUNTER_TIMEOUT_MS = 2_000;

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; 'memory' keeps the database in memory (tests). */
  pgliteDir?: string;
  /** PGlite in memory: start from this copy of a data folder (`dumpDataDir`), not initdb. */
  pgliteDataDir?: Blob;
  /** PostgreSQL: request connections in this process (default 20). */
  poolSize?: number;
  /** PostgreSQL: the longest a statement of a request may run, lock waits included. */
  statementTimeoutMs?: number;
  /** PostgreSQL: the longest a request waits for a free connection of the pool. */
  acquireTimeoutMs?: number;
}

/**
 * Applies pending migrations while holding the start-up advisory lock, on a connection of
 * its own with no statement timeout: processes started together on an empty database run
 * them one at a time (the others find nothing left to do), and a long migration is never
 * cut short. Drizzle's migrator alone races on `create schema/table if not exists`. The job
 * queue's schema (pg-boss) comes first (decision 061).
 */
export async function migratePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // An error on this short-lived connection surfaces through the awaited queries below.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      await installJobQueue({ db: clientExecutor(client) });
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/**
 * bytea through PGlite in native hex (Buffer) instead of its default codec, which builds one
 * string per byte: a 10 MB file took seconds of the event loop to store and to read back
 * (decision 043), a few milliseconds this way. The wire format is the same text `\x…` hex.
 */
const BYTEA_OID = 17;
const BYTEA_CODEC = {
  serializers: {
    [BYTEA_OID]: (value: unknown) => {
      if (!(value instanceof Uint8Array)) throw new Error('bytea: atteso un Uint8Array');
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    },
  },
  parsers: {
    [BYTEA_OID]: (text: string) => Buffer.from(text.slice(2), 'hex'),
  },
};

/**
 * No lost connection ends the process (issue 37). pg-pool listens for a connection's errors
 * only while it is idle in the pool: one ended while checked out (between two statements of
 * a transaction, during a COPY) emits 'error' on its client with nobody listening, and Node
 * exits. Every connection of the pool gets a listener of its own for good: the statement in
 * flight rejects with the same error (answered 503, db/unavailable.ts), and the pool
 * discards the connection when it comes back, no longer queryable; the next checkout opens
 * a new one, so the pool recovers by itself once PostgreSQL accepts connections again.
 */
function survivesLostConnections(pool: pg.Pool): void {
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
}

type ConnectCallback = (err: Error | undefined, client?: pg.PoolClient, done?: () => void) => void;

/**
 * Remembers how the request pool's last waits for a connection ended: an acquire timeout
 * (pg-pool's own message) after the last successful checkout, with no idle connection,
 * means requests are being turned away for want of a connection.
 */
function watchPool(pool: pg.Pool): () => boolean {
  let lastAcquired = 0;
  let lastTimedOut = 0;
  pool.on('acquire', () => {
    lastAcquired = performance.now();
  });
  const connect = pool.connect.bind(pool) as (cb: ConnectCallback) => void;
  const note = (err: Error | undefined) => {
    if (err?.message === 'timeout exceeded when trying to connect')
      lastTimedOut = performance.now();
  };
  // pg-pool's query() checks out through this.connect, so this sees every wait.
  (pool as { connect: unknown }).connect = (cb?: ConnectCallback) => {
    if (cb) {
      connect((err, client, done) => {
        note(err);
        cb(err, client, done);
      });
      return undefined;
    }
    return new Promise<pg.PoolClient>((resolve, reject) => {
      connect((err, client) => {
        note(err);
        if (err) reject(err);
        else resolve(client!);
      });
    });
  };
  return () => lastTimedOut > lastAcquired && pool.idleCount === 0;
}

/** Opens the database chosen by the configuration and applies pending migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    await migratePostgres(opts.databaseUrl);
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 20,
      // How an operator (and the outage tests) tell the pools apart in pg_stat_activity.
      application_name: REQUESTS_NAME,
      // Bounded waits (decision 025): a stalled database turns requests away with a 503
      // instead of holding them. pg-pool applies connectionTimeoutMillis both to opening
      // a connection and to waiting for a free one.
      ...(opts.acquireTimeoutMs ? { connectionTimeoutMillis: opts.acquireTimeoutMs } : {}),
      ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
    });
    survivesLostConnections(pool);
    const healthPool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 1,
      application_name: HEALTH_NAME,
      connectionTimeoutMillis: HEALTH_TIMEOUT_MS,
      statement_timeout: HEALTH_TIMEOUT_MS,
    });
    survivesLostConnections(healthPool);
    const counterPool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: COUNTER_POOL_SIZE,
      application_name: COUNTERS_NAME,
      connectionTimeoutMillis: COUNTER_TIMEOUT_MS,
      statement_timeout: COUNTER_TIMEOUT_MS,
    });
    survivesLostConnections(counterPool);
    const poolStalled = watchPool(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const changes = new PgChangeListener(opts.databaseUrl);
    return {
      db,
      kind: 'postgres',
      pool,
      ping: async () => {
        await healthPool.query('select 1');
      },
      poolStalled,
      counters: drizzlePg(counterPool, { schema }) as unknown as Db,
      countersPool: counterPool,
      changes,
      jobQueue: {
        connectionString: opts.databaseUrl,
        max: JOB_QUEUE_POOL_SIZE,
        application_name: 'portal-jobs',
      },
      poolStats: () => [
        statsOf('requests', pool),
        statsOf('counters', counterPool),
        statsOf('health', healthPool),
      ],
      close: async () => {
        await changes.stop();
        await Promise.all([pool.end(), healthPool.end(), counterPool.end()]);
      },
    };
  }
  // Loaded only when used: PGlite's module alone adds about 45 MB to a PostgreSQL server.
  const [
    { PGlite },
    { pg_trgm },
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
    { fromPglite },
  ] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('pg-boss'),
  ]);
  const dir = opts.pgliteDir ?? 'memory';
  // pg_trgm: the trigram indexes of the admin lists' searches (migration 0009).
  const extensions = { pg_trgm };
  let client: InstanceType<typeof PGlite>;
  if (dir === 'memory') {
    client = new PGlite({ ...BYTEA_CODEC, extensions, loadDataDir: opts.pgliteDataDir });
  } else {
    mkdirSync(dir, { recursive: true });
    client = new PGlite(join(dir), { ...BYTEA_CODEC, extensions });
  }
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  // One process owns the folder (db/lock.ts), so no other can be migrating it. pg-boss
  // shares the one connection: multi-statement texts through `exec`, the others `query`.
  const jobQueue: JobQueueConnection = { db: fromPglite(client), backend: 'pglite' };
  await installJobQueue(jobQueue);
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    pool: undefined,
    ping: async () => {
      await client.query('select 1');
    },
    poolStalled: () => false,
    counters: pgliteDb as unknown as Db,
    countersPool: undefined,
    changes: localChanges(),
    jobQueue,
    poolStats: () => [],
    close: () => client.close(),
  };
}
