import { cutText } from '../../lib/cut-text';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { outbox, type OutboxRow } from '../../db/schema/index';

export type { OutboxRow } from '../../db/schema/index';

/** Adds a row, due at once; inside the caller's transaction when `db` is one. */
export async function insertRow(db: DbOrTx, kind: string, payload: unknown, now: Date) {
  await db.insert(outbox).values({ kind, payload, createdAt: now, nextAttemptAt: now });
}

/**
 * Takes up to `limit` due rows for this worker: `for update skip locked` lets two processes
 * claim at once without taking the same row, and the lease (a later `next_attempt_at`)
 * keeps them from the others until it ends, so a process that dies mid-send hands its rows
 * back after the lease.
 */
export async function claimDue(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(sql`${outbox.sentAt} is null`, sql`${outbox.nextAttemptAt} <= ${now}`))
      .orderBy(outbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ nextAttemptAt: leaseUntil, attempts: sql`${outbox.attempts} + 1` })
      .where(
        sql`${outbox.id} in (${sql.join(
          due.map((r) => sql`${r.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });
}

/**
 * Done: only the subject is kept. A mail's body may carry a password (the admin's reset)
 * and a job's input a password hash and personal data, none of which may stay at rest.
 */
export async function markSent(db: Db, id: string, now: Date) {
  await db
    .update(outbox)
    .set({
      sentAt: now,
      nextAttemptAt: null,
      lastError: null,
      payload: sql`jsonb_strip_nulls(jsonb_build_object('subject', ${outbox.payload}->'subject'))`,
    })
    .where(eq(outbox.id, id));
}

/** A failed attempt: due again at `retryAt`, or given up (null). */
export async function markFailed(db: Db, id: string, error: string, retryAt: Date | null) {
  await db
    .update(outbox)
    .set({ nextAttemptAt: retryAt, lastError: cutText(error, 500) })
    .where(eq(outbox.id, id));
}

/** Sent rows older than `before` are deleted. */
export async function purgeSent(db: Db, before: Date) {
  await db.delete(outbox).where(and(isNotNull(outbox.sentAt), lt(outbox.sentAt, before)));
}

/** The pending row of a recurring kind, unless one is already there (a unique index decides). */
export async function insertRecurring(db: DbOrTx, kind: string, dueAt: Date) {
  await db.insert(outbox).values({ kind, payload: {}, nextAttemptAt: dueAt }).onConflictDoNothing();
}
