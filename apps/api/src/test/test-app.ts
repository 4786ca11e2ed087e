import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database, type OpenOptions } from '../db/client';
import { createFromTemplate, databaseUrl, migratedPgliteDataDir } from './migrated-database';

export class TestClock {
  constructor(public t = Date.UTC(2026, 10, 21, 10, 0, 0)) {}
  now() {
    return this.t;
  }
  advance(ms: number) {
    this.t += ms;
  }
}

/**
 * A fresh database per test app: in-memory PGlite by default; with TEST_DATABASE_URL a new
 * PostgreSQL database created for it and dropped afterwards. Either starts as a copy of one
 * database migrated once (decision 085), the migrator still run on it; `fresh: true` runs
 * every migration on an empty database instead.
 */
export async function openTestDatabase(
  options: Pick<OpenOptions, 'poolSize' | 'statementTimeoutMs' | 'acquireTimeoutMs'> & {
    fresh?: boolean;
  } = {},
): Promise<TestDatabase> {
  const { fresh = false, ...pool } = options;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openDatabase({
      pgliteDir: 'memory',
      pgliteDataDir: fresh ? undefined : await migratedPgliteDataDir(),
    });
    return { ...db, drop: () => db.close() };
  }
  const name = `portal_t_${randomBytes(6).toString('hex')}`;
  if (fresh) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  } else {
    await createFromTemplate(url, name);
  }
  const dbUrl = databaseUrl(url, name);
  const db = await openDatabase({ ...pool, databaseUrl: dbUrl });
  return {
    ...db,
    url: dbUrl,
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type TestDatabase = Database & {
  /** PostgreSQL: where the test database is, for a second app on it. */
  url?: string;
  drop(): Promise<void>;
};

/**
 * The database of another test app, opened again as a second server process would open it
 * (PostgreSQL: a pool of its own; PGlite, one process only: the same database). Its `drop`
 * only closes what it opened: the owner drops the database.
 */
async function openSharedDatabase(of: TestDatabase): Promise<TestDatabase> {
  if (!of.url) return { ...of, drop: async () => {} };
  const db = await openDatabase({ databaseUrl: of.url });
  return { ...db, url: of.url, drop: () => db.close() };
}

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  clock: TestClock;
  logs: Record<string, unknown>[];
  /**
   * Sends every due mail and runs every due job of the queue (decisions 038, 061), new ones
   * included, and resolves when none is left: mail leaves after the answer. pg-boss decides
   * what is due by the database's clock, not the TestClock: a test that waits for a retry
   * moves the job's `start_after` (test/jobs.ts).
   */
  drainOutbox(): Promise<void>;
  close(): Promise<void>;
}

export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    config?: Partial<Config>;
    deps?: Partial<AppDeps>;
    /** PostgreSQL pool size and timeouts (PGlite ignores them). */
    database?: Parameters<typeof openTestDatabase>[0];
    /** Extra routes a test needs, added before the app is ready. */
    extend?: (app: FastifyInstance) => void;
    /** Run on this other test app's database, as a second process would; close this app first. */
    shareDatabaseOf?: TestContext;
  } = {},
): Promise<TestContext> {
  const database = opts.shareDatabaseOf
    ? await openSharedDatabase(opts.shareDatabaseOf.database)
    : await openTestDatabase(opts.database);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const config = loadConfig(
    // Tests speak as if through a trusted proxy on loopback (inject's own address), so they
    // can set client addresses.
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'https://portale.example.it',
      TRUST_PROXY: 'loopback',
      ...opts.env,
    },
    { webDist: undefined, ...opts.config },
  );
  const logs: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      cb();
    },
  });
  const clock = new TestClock();
  const app = await buildApp(config, {
    database,
    tokenSecret: 'test-secret-0123456789-0123456789-0123456789',
    clock,
    logStream,
    jobQueueTimers: false,
    ...opts.deps,
  });
  opts.extend?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    clock,
    logs,
    drainOutbox: () => app.outbox.drain(),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
