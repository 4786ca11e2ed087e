import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

/** One key of one caller on one route. */
export interface KeyId {
  caller: string;
  route: string;
  key: string;
}

export type KeyRow = typeof idempotencyKeys.$inferSelect;

const is = (id: KeyId) =>
  and(
    eq(idempotencyKeys.caller, id.caller),
    eq(idempotencyKeys.route, id.route),
    eq(idempotencyKeys.key, id.key),
  );

/**
 * Claims the key for a first request: true when this call inserted it. The primary key
 * makes one of any number of concurrent claims win, on one database whatever the processes.
 */
export async function insertKey(db: DbOrTx, id: KeyId, fingerprint: string, at: Date) {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...id, fingerprint, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(db: DbOrTx, id: KeyId): Promise<KeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(is(id));
  return row;
}

/**
 * Claims a key whose row is over: kept past its day, or left running by a process that
 * stopped before answering. True when this call took it (one of concurrent takers wins).
 */
export async function retakeKey(
  db: DbOrTx,
  id: KeyId,
  fingerprint: string,
  at: Date,
  expiredBefore: Date,
  abandonedBefore: Date,
) {
  const rows = await db
    .update(idempotencyKeys)
    .set({ fingerprint, status: null, body: null, createdAt: at })
    .where(
      and(
        is(id),
        or(
          lt(idempotencyKeys.createdAt, expiredBefore),
          and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, abandonedBefore)),
        ),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/** Keeps the first answer. */
export async function completeKey(db: DbOrTx, id: KeyId, status: number, body: string) {
  await db
    .update(idempotencyKeys)
    .set({ status, body })
    .where(and(is(id), isNull(idempotencyKeys.status)));
}

/** Lets the key go when the first request gave no answer worth repeating (a 5xx). */
export async function releaseKey(db: DbOrTx, id: KeyId) {
  await db.delete(idempotencyKeys).where(and(is(id), isNull(idempotencyKeys.status)));
}

/** Deletes the keys kept past their day. */
export async function purgeKeys(db: DbOrTx, expiredBefore: Date) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiredBefore));
}
