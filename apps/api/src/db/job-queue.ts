import { sql } from 'drizzle-orm';
import {
  fromDrizzle,
  PgBoss,
  type ConstructorOptions,
  type Db as BossDb,
  type DrizzleTransactionLike,
  type Queue,
} from 'pg-boss';
import type { DbOrTx } from './client';

/**
 * The job queue of mail and work after the answer (decision 061): pg-boss, in its own schema
 * of the portal's database (PostgreSQL or PGlite).
 */
export const JOB_SCHEMA = 'pgboss';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every queue's settings. A failed attempt is retried after 1–2 minutes, then twice as long
 * each time (pg-boss's backoff, with jitter), at most 6 hours apart: 12 attempts over about
 * 20–26 hours, then the job is failed (given up). A job held by a worker that died is handed
 * back after 10 minutes. A pending job is kept 30 days before pg-boss drops it unrun; a
 * finished one (only its subject left, decision 061) 30 days, then deleted.
 */
export const QUEUE_SETTINGS = {
  retryLimit: 11,
  retryDelay: MINUTE,
  retryBackoff: true,
  retryDelayMax: 6 * HOUR,
  expireInSeconds: 10 * MINUTE,
  retentionSeconds: 30 * DAY,
  deleteAfterSeconds: 30 * DAY,
} satisfies Omit<Queue, 'name'>;

/** The queues, one per kind of job; `housekeeping` is sent by its schedule. */
export const QUEUES = [
  'mail',
  'registration',
  'password_reset',
  'verification_resend',
  'email_change',
  'housekeeping',
] as const;
export type QueueName = (typeof QUEUES)[number];

/** How a process reaches the queue: pg-boss's own small pool, or the one PGlite connection. */
export type JobQueueConnection = Pick<
  ConstructorOptions,
  'db' | 'connectionString' | 'max' | 'backend' | 'application_name'
>;

/**
 * A pg-boss for one task at start-up: no maintenance, no schedule, no instance row; its
 * errors come back from the calls themselves.
 */
async function startupBoss(options: ConstructorOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    ...options,
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  boss.on('error', () => {});
  await boss.start();
  return boss;
}

/**
 * Installs or upgrades pg-boss's schema and creates or updates the queues. Called while the
 * start-up lock is held (PostgreSQL) or by the only process (PGlite), before the portal's own
 * migrations: processes started together on an empty database do it one at a time.
 */
export async function installJobQueue(connection: JobQueueConnection): Promise<void> {
  const boss = await startupBoss(connection);
  try {
    for (const name of QUEUES) {
      if (await boss.getQueue(name)) await boss.updateQueue(name, QUEUE_SETTINGS);
      else await boss.createQueue(name, QUEUE_SETTINGS);
    }
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}

/**
 * pg-boss's executor over a Drizzle database or transaction (pg-boss's `fromDrizzle`): a job
 * sent through it is stored in that transaction, and rolled back with it.
 */
export function drizzleExecutor(db: DbOrTx): BossDb {
  // Either engine's `execute` resolves to its driver's result ({ rows }), as fromDrizzle reads.
  return fromDrizzle(db as unknown as DrizzleTransactionLike, sql);
}

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] } | { rows: unknown[] }[]>;
}

/**
 * pg-boss's executor over one client (a pg.Client, or a PGlite transaction): the rows of the
 * statement, or of every statement of a multi-statement text.
 */
export function clientExecutor(client: Queryable): BossDb {
  return {
    async executeSql(text, values) {
      const result = await client.query(text, values);
      return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows) } : result;
    },
  };
}
