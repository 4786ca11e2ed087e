import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import * as q from './outbox.queries';

/** What a row of one kind does; `everyMs` makes it recurring (one pending row at a time). */
export interface JobHandler {
  run(payload: unknown): Promise<void>;
  everyMs?: number;
}

/** After the n-th failed attempt the row is due again this much later (≈ 24 h in all). */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 360, 900].map((m) => m * 60_000);
/** How long a claimed row stays with its worker before another may take it. */
const LEASE_MS = 10 * 60_000;
const BATCH = 10;

interface WorkerOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  emailDigest: (email: string) => string;
  handlers: Record<string, JobHandler>;
  /** How often an idle worker looks for due rows (real time). */
  pollMs: number;
}

/**
 * Runs the outbox (decision 038): every process has one; rows are claimed with a lease, so
 * each is handled by one worker at a time. A new row wakes the worker of its process at
 * once; rows of other processes, retries and recurring jobs are found by the poll.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<number> | undefined;
  private stopped = true;

  constructor(private readonly opts: WorkerOptions) {}

  /** Adds a row (inside the caller's transaction when `db` is one) and wakes the worker. */
  async enqueue(kind: string, payload: unknown, db: DbOrTx = this.opts.db) {
    await q.insertRow(db, kind, payload, new Date(this.opts.clock.now()));
    this.wake();
  }

  async start() {
    this.stopped = false;
    // A recurring job is first due one period after the first start, not at every start:
    // a start (or a restart of every process) is a busy moment, not one for housekeeping.
    const now = this.opts.clock.now();
    for (const [kind, h] of Object.entries(this.opts.handlers))
      if (h.everyMs) await q.insertRecurring(this.opts.db, kind, new Date(now + h.everyMs));
    this.timer = setInterval(() => this.wake(), this.opts.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops polling and waits for the batch in hand; unsent rows stay for the next start. */
  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.current?.catch(() => 0);
  }

  wake() {
    if (this.stopped) return;
    setImmediate(() => {
      if (this.stopped || this.current) return;
      this.pass().catch((err: unknown) =>
        this.opts.log.error({ err, event: 'outbox_failed' }, 'outbox non raggiungibile'),
      );
    });
  }

  /** Handles every due row, new ones included, until none is left (tests await it). */
  async drain() {
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
    const { db, clock } = this.opts;
    const now = clock.now();
    const rows = await q.claimDue(db, new Date(now), new Date(now + LEASE_MS), BATCH);
    for (const row of rows) await this.handle(row);
    if (rows.length > 0) this.wake();
    return rows.length;
  }

  private async handle(row: q.OutboxRow) {
    const { db, clock, log, handlers } = this.opts;
    const handler = handlers[row.kind];
    try {
      if (!handler) throw new Error(`tipo sconosciuto: ${row.kind}`);
      await handler.run(row.payload);
      const now = clock.now();
      await q.markSent(db, row.id, new Date(now));
      if (handler.everyMs) await q.insertRecurring(db, row.kind, new Date(now + handler.everyMs));
    } catch (err) {
      const message = errorText(err);
      const delay = RETRY_DELAYS_MS[row.attempts - 1];
      const retryMs = handler?.everyMs
        ? Math.min(delay ?? handler.everyMs, handler.everyMs)
        : delay;
      const retryAt = retryMs === undefined ? null : new Date(clock.now() + retryMs);
      await q.markFailed(db, row.id, message, retryAt);
      const to = (row.payload as { to?: unknown }).to;
      log[retryAt ? 'warn' : 'error'](
        {
          event: retryAt ? 'outbox_retry' : 'outbox_given_up',
          outboxId: row.id,
          kind: row.kind,
          attempts: row.attempts,
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
