import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { POINTS_CONTRATTO, POINTS_FATTO } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { agencies, appointments, contestSettings } from '../../db/schema/index';

// ── Settings ────────────────────────────────────────────────────────────────────────

/** The one settings row, or undefined while the defaults hold. */
export async function findSettings(db: DbOrTx) {
  const [row] = await db.select().from(contestSettings).limit(1);
  return row;
}

/** Writes the one settings row (created on the first save), locking it for the audit diff. */
export async function saveSettings(
  db: DbOrTx,
  values: {
    endAt: Date | null;
    anonymous: boolean;
    protectionWindowDays: number;
    prizes: string;
    adminId: string;
    now: Date;
  },
) {
  const [row] = await db
    .insert(contestSettings)
    .values({
      endAt: values.endAt,
      anonymous: values.anonymous,
      protectionWindowDays: values.protectionWindowDays,
      prizes: values.prizes,
      updatedByAdminId: values.adminId,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: contestSettings.singleton,
      set: {
        endAt: values.endAt,
        anonymous: values.anonymous,
        protectionWindowDays: values.protectionWindowDays,
        prizes: values.prizes,
        updatedByAdminId: values.adminId,
        updatedAt: values.now,
      },
    })
    .returning();
  return row!;
}

export async function lockSettings(db: DbOrTx) {
  const [row] = await db.select().from(contestSettings).limit(1).for('update');
  return row;
}

// ── The ranking ─────────────────────────────────────────────────────────────────────

/**
 * Ranked agencies (internal agents excluded) by points, ties sharing a place (rank():
 * 1, 2, 2, 4, the rule of user_getPosition), then by name. The window runs over the
 * denormalised points column (index agencies_ranking_idx); no appointment is read.
 */
export async function rankedAgencies(
  db: DbOrTx,
  page: { limit: number; offset: number; scoredOnly?: boolean },
) {
  return db
    .select({
      id: agencies.id,
      nome: agencies.nome,
      email: agencies.email,
      points: agencies.points,
      position: sql<number>`rank() over (order by ${agencies.points} desc)`.mapWith(Number),
    })
    .from(agencies)
    .where(
      and(
        eq(agencies.agenteInterno, false),
        // Agencies at 0 points are last: leaving them out changes no other agency's rank.
        page.scoredOnly ? gt(agencies.points, 0) : undefined,
      ),
    )
    .orderBy(desc(agencies.points), asc(agencies.nome), asc(agencies.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countRanked(db: DbOrTx) {
  const [row] = await db
    .select({ total: count() })
    .from(agencies)
    .where(eq(agencies.agenteInterno, false));
  return row?.total ?? 0;
}

const earned = (state: string, flag: typeof appointments.contratto | typeof appointments.wc) =>
  sql<number>`count(*) filter (where ${appointments.state} = ${state} and ${flag})`.mapWith(Number);

/** Per agency of the page: confirmed contracts and verified appointments. */
export async function earningCounts(db: DbOrTx, agencyIds: string[]) {
  if (agencyIds.length === 0) return new Map<string, { contratti: number; verificati: number }>();
  const rows = await db
    .select({
      agencyId: appointments.agencyId,
      contratti: earned('Contratto', appointments.contratto),
      verificati: earned('Fatto Appuntamento', appointments.wc),
    })
    .from(appointments)
    .where(inArray(appointments.agencyId, agencyIds))
    .groupBy(appointments.agencyId);
  return new Map(rows.map((r) => [r.agencyId, r]));
}

/** The points one appointment row earns, in SQL (packages/shared/src/domain/points.ts). */
export const appointmentPointsSql = sql<number>`(case
  when ${appointments.state} = 'Contratto' and ${appointments.contratto} then ${sql.raw(String(POINTS_CONTRATTO))}
  when ${appointments.state} = 'Fatto Appuntamento' and ${appointments.wc} then ${sql.raw(String(POINTS_FATTO))}
  else 0 end)`.mapWith(Number);
