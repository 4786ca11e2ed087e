import { count, eq, inArray, sql } from 'drizzle-orm';
import type { AgencyMailKind } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { agencies, agencyMailMarks } from '../../db/schema/index';
import { listActiveAdmins } from '../agencies/agency-self.queries';

/** What a lead mail needs of an agency: its name and address, its points, whether it ranks. */
export async function agenciesForMail(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: agencies.id,
      nome: agencies.nome,
      email: agencies.email,
      points: agencies.points,
      agenteInterno: agencies.agenteInterno,
      erasedAt: agencies.erasedAt,
    })
    .from(agencies)
    .where(inArray(agencies.id, [...new Set(ids)]));
}

/**
 * Records that the mail of this kind about this appointment's milestone is queued; false
 * when it already was (a retried request, or the same change made again), so the caller
 * queues nothing. Part of the caller's transaction: a rolled-back change leaves no mark.
 */
export async function markLeadMail(
  db: DbOrTx,
  mark: { agencyId: string; appointmentId: string; kind: AgencyMailKind; milestone: string },
): Promise<boolean> {
  const rows = await db
    .insert(agencyMailMarks)
    .values(mark)
    .onConflictDoNothing()
    .returning({ agencyId: agencyMailMarks.agencyId });
  return rows.length > 0;
}

/** The notification mails already queued about the agency's appointments, oldest first (its data export). */
export async function mailMarksOf(db: DbOrTx, agencyId: string) {
  return db
    .select({
      appointmentId: agencyMailMarks.appointmentId,
      kind: agencyMailMarks.kind,
      milestone: agencyMailMarks.milestone,
      createdAt: agencyMailMarks.createdAt,
    })
    .from(agencyMailMarks)
    .where(eq(agencyMailMarks.agencyId, agencyId))
    .orderBy(agencyMailMarks.createdAt);
}

/**
 * The place of `points` in the ranking and how many agencies rank: the rule of
 * user_getPosition (1 + the agencies with more points, internal agents excluded), read in
 * the change's transaction.
 */
export async function rankingPosition(db: DbOrTx, points: number) {
  const [row] = await db
    .select({
      above: sql<number>`count(*) filter (where ${agencies.points} > ${points})`.mapWith(Number),
      total: count(),
    })
    .from(agencies)
    .where(eq(agencies.agenteInterno, false));
  return { position: (row?.above ?? 0) + 1, total: row?.total ?? 0 };
}

/** The mediator's address for the admins' mails: every active admin (as agency-self's notices). */
export const activeAdmins = (db: DbOrTx) => listActiveAdmins(db);
