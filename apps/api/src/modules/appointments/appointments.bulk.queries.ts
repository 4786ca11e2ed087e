import { asc, inArray } from 'drizzle-orm';
import type { BulkFlag } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema/index';
import { countAppointments, deskCondition } from './appointments-desk.queries';
import type { DeskFilter } from './appointments-desk.rules';

/** What a bulk action needs of each row: where it stands, and what it earns its agency. */
export interface BulkTarget {
  id: string;
  agencyId: string;
  state: (typeof appointments.$inferSelect)['state'];
  /** The client's name, for the agency's mail (its initial only). */
  name: string;
  surname: string;
  payed: boolean;
  wc: boolean;
  contratto: boolean;
}

/**
 * The rows of a selection, at most `limit`, in id order. With `lock` each is locked for
 * update, in that order, before any agency is: the order of the single toggle (appointment,
 * then agency), so a bulk action and a toggle never wait on each other in a circle, and two
 * bulk actions lock their common rows in the same order.
 */
export async function selectTargets(
  db: DbOrTx,
  f: DeskFilter,
  limit: number,
  lock: boolean,
): Promise<BulkTarget[]> {
  const q = db
    .select({
      id: appointments.id,
      agencyId: appointments.agencyId,
      state: appointments.state,
      name: appointments.name,
      surname: appointments.surname,
      payed: appointments.payed,
      wc: appointments.wc,
      contratto: appointments.contratto,
    })
    .from(appointments)
    .where(deskCondition(f))
    .orderBy(asc(appointments.id))
    .limit(limit);
  return lock ? q.for('update') : q;
}

/** How many rows a selection holds (asked only when it holds too many to act on). */
export async function countTargets(db: DbOrTx, f: DeskFilter): Promise<number> {
  return countAppointments(db, deskCondition(f));
}

/** Sets one flag on the given rows (already locked by the caller's transaction). */
export async function setFlag(
  tx: DbOrTx,
  ids: readonly string[],
  flag: BulkFlag,
  value: boolean,
  now: Date,
): Promise<void> {
  // Batches keep each statement's parameters few (the cap is 5,000 rows in all).
  for (let i = 0; i < ids.length; i += 1_000) {
    await tx
      .update(appointments)
      .set({ [flag]: value, updatedAt: now })
      .where(inArray(appointments.id, ids.slice(i, i + 1_000)));
  }
}
