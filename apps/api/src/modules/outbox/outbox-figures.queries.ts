import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/job-table';

export interface OutboxFigures {
  /** Not done yet and not given up (due now, later, or held by a worker). */
  pending: number;
  /** Pending and already due: the queue a worker has not reached. */
  due: number;
  /** Pending after at least one failed attempt. */
  retrying: number;
  /** Given up after the last retry: needs a person. */
  givenUp: number;
  /** Age of the oldest pending job, in seconds (0 when none). */
  oldestPendingSeconds: number;
}

/**
 * The job queue's state in one pass over pg-boss's job table (decisions 046, 061: the
 * metrics scrape). A job cancelled by an erasure is neither pending nor given up.
 */
export async function outboxFigures(db: Db, now: Date): Promise<OutboxFigures> {
  const pending = sql`${jobs.state} in ('created', 'retry', 'active')`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      pending: sql<number>`(count(*) filter (where ${pending}))::int`,
      due: sql<number>`(count(*) filter (where ${jobs.state} in ('created', 'retry') and ${jobs.startAfter} <= ${at}))::int`,
      retrying: sql<number>`(count(*) filter (where ${pending} and (${jobs.state} = 'retry' or ${jobs.retryCount} > 0)))::int`,
      givenUp: sql<number>`(count(*) filter (where ${jobs.state} = 'failed'))::int`,
      oldestPendingSeconds: sql<number>`coalesce(extract(epoch from (${at} - min(${jobs.createdOn}) filter (where ${pending}))), 0)::float8`,
    })
    .from(jobs);
  return {
    pending: Number(row?.pending ?? 0),
    due: Number(row?.due ?? 0),
    retrying: Number(row?.retrying ?? 0),
    givenUp: Number(row?.givenUp ?? 0),
    oldestPendingSeconds: Math.max(0, Number(row?.oldestPendingSeconds ?? 0)),
  };
}
