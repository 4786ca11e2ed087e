import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, agencySessions, displayRataSettings } from '../../db/schema/index';

export async function findPoints(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select({ points: agencies.points })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row?.points ?? 0;
}

export async function findDisplayRata(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select()
    .from(displayRataSettings)
    .where(eq(displayRataSettings.agencyId, agencyId));
  return row;
}

/** The agency's sign-ins, newest first; all of them, or the latest `limit` (its 360° view). */
export async function listSessions(db: DbOrTx, agencyId: string, limit?: number) {
  const query = db
    .select({
      createdAt: agencySessions.createdAt,
      expiresAt: agencySessions.expiresAt,
      revokedAt: agencySessions.revokedAt,
    })
    .from(agencySessions)
    .where(eq(agencySessions.agencyId, agencyId))
    .orderBy(desc(agencySessions.createdAt), desc(agencySessions.id));
  return limit === undefined ? query : query.limit(limit);
}
