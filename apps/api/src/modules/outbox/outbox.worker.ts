import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type Job } from 'pg-boss';
import type { Db, DbOrTx } from '../../db/client';
import {
  drizzleExecutor,
  JOB_SCHEMA,
  QUEUES,
  type JobQueueConnection,
  type QueueName,
} from '../../db/job-queue';
import { cutText } from '../../lib/cut-text';
import * as q from './outbox.queries';

/** What a job of one kind does. */
export interface JobHandler {
  run(payload: unknown): Promise<void>;
}

/** When housekeeping runs: at the start of every hour, one process of the deployment. */
export const HOUSEKEEPING_CRON = '0 * * * *';
/** A failed housekeeping run is tried twice more; the next hour's run comes anyway. */
const HOUSEKEEPING_RETRY_LIMIT = 2;
const BATCH = 10;

interface WorkerOptions {
  /** Where jobs are stored by default and where a finished job is settled. */
  db: Db;
  /** pg-boss's own way to the database (its pool, or PGlite's one connection). */
  connection: JobQueueConnection;
  log: FastifyBaseLogger;
  emailDigest: (email: string) => string;
  /** One per queue it takes jobs from (a process: all of them). */
  handlers: Partial<Record<QueueName, JobHandler>>;
  /** How often an idle worker looks for due jobs (real time). */
  pollMs: number;
  /**
   * pg-boss's own timers: maintenance (a job whose worker died is handed back after its
   * expiry, finished jobs are deleted after 30 days) and the schedule that sends the
   * housekeeping job. Tests turn them off and send what they need.
   */
  timers?: boolean;
}

/**
 * Runs the job queue (decision 061, pg-boss): every process has one worker. pg-boss claims
 * the due jobs (`for update skip locked`), counts the attempts, retries with backoff, hands
 * back the jobs of a worker that died and sends the scheduled housekeeping; this class
 * takes jobs a batch at a time, so tests can drain the queue deterministically. A new job
 * wakes the worker of its process at once; jobs of other processes and retries are found
 * by the poll.
 */
export class OutboxWorker {
  readonly boss: PgBoss;
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<number> | undefined;
  private stopped = true;
  private bossStarted: Promise<unknown> | undefined;

  constructor(private readonly opts: WorkerOptions) {
    const timers = opts.timers ?? true;
    this.boss = new PgBoss({
      ...opts.connection,
      schema: JOB_SCHEMA,
      // Installed and migrated at start-up under the start-up lock (db/client.ts).
      migrate: false,
      supervise: timers,
      schedule: timers,
    });
    // pg-boss's own warnings (a slow query, a queue growing, the clocks apart): the message only.
    this.boss.on('warning', (w: { message?: string }) =>
      opts.log.warn({ event: 'jobs_warning', err: w.message }, 'coda dei lavori: avviso'),
    );
    this.boss.on('error', (err: unknown) =>
      opts.log.error({ err: errorText(err), event: 'outbox_failed' }, 'coda dei lavori: errore'),
    );
  }

  /**
   * Adds a job (inside the caller's transaction when `db` is one, so a rolled-back change
   * stores nothing) and wakes the worker. Jobs of a queue are taken by priority, then in
   * order (pg-boss).
   */
  async enqueue(kind: string, payload: unknown, db: DbOrTx = this.opts.db, priority = 0) {
    await this.ready();
    await this.boss.send(kind, payload as object, { db: drizzleExecutor(db), priority });
    this.wake();
  }

  /** pg-boss started once for the process; stop/start of the worker only pauses taking jobs. */
  private ready() {
    this.bossStarted ??= this.boss.start().catch((err: unknown) => {
      this.bossStarted = undefined;
      throw err;
    });
    return this.bossStarted;
  }

  async start() {
    await this.ready();
    // An upsert: however many processes start, the deployment has one schedule.
    await this.boss.schedule('housekeeping', HOUSEKEEPING_CRON, null, {
      retryLimit: HOUSEKEEPING_RETRY_LIMIT,
    });
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.opts.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops polling and waits for the batch in hand; jobs not taken stay for the next start. */
  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.current?.catch(() => 0);
  }

  /** Stops the worker, then pg-boss (its timers and, on PostgreSQL, its pool). */
  async close() {
    await this.stop();
    if (this.bossStarted) {
      await this.bossStarted.catch(() => undefined);
      await this.boss.stop({ graceful: false, close: true });
      this.bossStarted = undefined;
    }
  }

  wake() {
    if (this.stopped) return;
    setImmediate(() => {
      if (this.stopped || this.current) return;
      this.pass().catch((err: unknown) =>
        this.opts.log.error(
          { err: errorText(err), event: 'outbox_failed' },
          'coda dei lavori non raggiungibile',
        ),
      );
    });
  }

  /** Handles every due job, new ones included, until none is left (tests await it). */
  async drain() {
    await this.ready();
    for (;;) {
      await this.current?.catch(() => 0);
      if ((await this.pass()) === 0 && !this.current) return;
    }
  }

  private pass(): Promise<number> {
    this.current ??= this.batch().finally(() => {
      this.current = undefined;
    });
    return this.current;
  }

  private async batch(): Promise<number> {
    let handled = 0;
    for (const name of QUEUES) {
      if (!this.opts.handlers[name]) continue;
      const jobs = await this.boss.fetch<unknown>(name, { batchSize: BATCH });
      for (const job of jobs) await this.handle(name, job);
      handled += jobs.length;
    }
    if (handled > 0) this.wake();
    return handled;
  }

  private async handle(name: QueueName, job: Job<unknown>) {
    const { db, log, handlers } = this.opts;
    const attempt = { id: job.id, retryCount: job.retryCount };
    try {
      await handlers[name]!.run(job.data);
      // Done: only the subject is kept, in the same transaction as the completion. A mail's
      // body may carry a password (the admin's reset) and a job's input a password hash and
      // personal data, none of which may stay at rest.
      await db.transaction(async (tx) => {
        await this.boss.complete(name, attempt, null, { db: drizzleExecutor(tx) });
        await q.keepOnlySubject(tx, job.id);
      });
    } catch (err) {
      const message = cutText(errorText(err), 500);
      await this.boss.fail(name, attempt, { message });
      const [after] = await this.boss.findJobs(name, { id: job.id });
      const retryAt = after?.state === 'retry' ? after.startAfter : null;
      const to = (job.data as { to?: unknown } | null)?.to;
      log[retryAt ? 'warn' : 'error'](
        {
          event: retryAt ? 'outbox_retry' : 'outbox_given_up',
          jobId: job.id,
          kind: name,
          attempts: job.retryCount + 1,
          retryAt,
          err: message,
          ...(typeof to === 'string' ? { toHash: this.opts.emailDigest(to) } : {}),
        },
        retryAt ? 'invio non riuscito: nuovo tentativo più tardi' : 'invio abbandonato',
      );
    }
  }
}

/**
 * What is kept of a failure: the driver's own message. A failed query's wrapper quotes the
 * statement and its parameters, which may hold an address or a password hash.
 */
function errorText(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return cause instanceof Error ? cause.message : 'errore';
}
