import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/index';

export interface OutboxFigures {
  /** Not sent yet and not given up (due now, later, or held by a worker). */
  pending: number;
  /** Pending and already due: the queue a worker has not reached. */
  due: number;
  /** Pending after at least one failed attempt. */
  retrying: number;
  /** Given up after the last retry: needs a person. */
  givenUp: number;
  /** Age of the oldest pending row, in seconds (0 when none). */
  oldestPendingSeconds: number;
}

/** The outbox's state in one pass over the table (decision 046: the metrics scrape). */
export async function outboxFigures(db: Db, now: Date): Promise<OutboxFigures> {
  const pending = sql`${outbox.sentAt} is null and ${outbox.nextAttemptAt} is not null`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      pending: sql<number>`(count(*) filter (where ${pending}))::int`,
      due: sql<number>`(count(*) filter (where ${pending} and ${outbox.nextAttemptAt} <= ${at}))::int`,
      retrying: sql<number>`(count(*) filter (where ${pending} and ${outbox.lastError} is not null))::int`,
      givenUp: sql<number>`(count(*) filter (where ${outbox.sentAt} is null and ${outbox.nextAttemptAt} is null))::int`,
      oldestPendingSeconds: sql<number>`coalesce(extract(epoch from (${at} - min(${outbox.createdAt}) filter (where ${pending}))), 0)::float8`,
    })
    .from(outbox);
  return {
    pending: Number(row?.pending ?? 0),
    due: Number(row?.due ?? 0),
    retrying: Number(row?.retrying ?? 0),
    givenUp: Number(row?.givenUp ?? 0),
    oldestPendingSeconds: Math.max(0, Number(row?.oldestPendingSeconds ?? 0)),
  };
}
