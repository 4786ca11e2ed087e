import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  adminRefreshTokens,
  adminTokenFamilies,
  admins,
  agencies,
  agencySessions,
} from '../../db/schema/index';

export async function findAgencyByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(agencies).where(eq(agencies.email, email)).limit(1);
  return row;
}

export async function createAgencySession(db: DbOrTx, agencyId: string, expiresAt: Date) {
  const [row] = await db
    .insert(agencySessions)
    .values({ agencyId, expiresAt })
    .returning({ id: agencySessions.id });
  return row!.id;
}

/** Who calls with an agency's token: its session, its agency and the time of the request. */
export interface SessionKey {
  sessionId: string;
  agencyId: string;
  now: Date;
}

/**
 * The session rule, the one place it is written: the session named by the token, of that
 * agency, not revoked, not expired, and the agency's account confirmed. A query of its own
 * or part of a larger one (the appointment list).
 */
export function liveSessionAgency(db: DbOrTx, { sessionId, agencyId, now }: SessionKey) {
  return db
    .select({
      id: agencies.id,
      agenteInterno: agencies.agenteInterno,
      state: agencies.state,
      referenteId: agencies.referenteId,
    })
    .from(agencySessions)
    .innerJoin(agencies, eq(agencies.id, agencySessions.agencyId))
    .where(
      and(
        eq(agencySessions.id, sessionId),
        eq(agencySessions.agencyId, agencyId),
        isNull(agencySessions.revokedAt),
        gt(agencySessions.expiresAt, now),
        eq(agencies.state, 'CONFERMATO'),
      ),
    )
    .limit(1);
}

/** The session's agency, if the session is still valid. One indexed lookup per request. */
export async function findSessionAgency(
  db: DbOrTx,
  sessionId: string,
  agencyId: string,
  now: Date,
) {
  const [row] = await liveSessionAgency(db, { sessionId, agencyId, now });
  return row;
}

export async function revokeAgencySession(db: DbOrTx, sessionId: string, now: Date) {
  await db.update(agencySessions).set({ revokedAt: now }).where(eq(agencySessions.id, sessionId));
}

export async function revokeAllAgencySessions(db: DbOrTx, agencyId: string, now: Date) {
  await db
    .update(agencySessions)
    .set({ revokedAt: now })
    .where(and(eq(agencySessions.agencyId, agencyId), isNull(agencySessions.revokedAt)));
}

export async function findAdminByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(admins).where(eq(admins.email, email)).limit(1);
  return row;
}

export async function insertAdmin(
  db: DbOrTx,
  values: { email: string; name: string; surname: string; passwordHash: string },
) {
  await db.insert(admins).values(values);
}

export async function findAdminById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row;
}

/** A new sign-in of an admin: its refresh tokens belong to it, and it ends at `now` + the absolute lifetime. */
export async function createTokenFamily(db: DbOrTx, adminId: string, now: Date) {
  const [row] = await db
    .insert(adminTokenFamilies)
    .values({ adminId, createdAt: now })
    .returning({ id: adminTokenFamilies.id });
  return row!.id;
}

export async function insertRefreshToken(
  db: DbOrTx,
  familyId: string,
  tokenHash: string,
  expiresAt: Date,
) {
  await db.insert(adminRefreshTokens).values({ familyId, tokenHash, expiresAt });
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: adminRefreshTokens.id,
      familyId: adminRefreshTokens.familyId,
      expiresAt: adminRefreshTokens.expiresAt,
      usedAt: adminRefreshTokens.usedAt,
      familyRevokedAt: adminTokenFamilies.revokedAt,
      familyCreatedAt: adminTokenFamilies.createdAt,
      adminId: adminTokenFamilies.adminId,
    })
    .from(adminRefreshTokens)
    .innerJoin(adminTokenFamilies, eq(adminTokenFamilies.id, adminRefreshTokens.familyId))
    .where(eq(adminRefreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Marks a refresh token used at `now` (one conditional update, so of two requests at once,
 * in one process or two, one is first). `first: false` says when the first one used it;
 * undefined when the token is gone.
 */
export async function markRefreshUsed(
  db: DbOrTx,
  id: string,
  now: Date,
): Promise<{ first: true } | { first: false; usedAt: Date } | undefined> {
  const marked = await db
    .update(adminRefreshTokens)
    .set({ usedAt: now })
    .where(and(eq(adminRefreshTokens.id, id), isNull(adminRefreshTokens.usedAt)))
    .returning({ id: adminRefreshTokens.id });
  if (marked.length === 1) return { first: true };
  // A statement of its own: it sees the mark the other request has committed meanwhile.
  const [row] = await db
    .select({ usedAt: adminRefreshTokens.usedAt })
    .from(adminRefreshTokens)
    .where(eq(adminRefreshTokens.id, id))
    .limit(1);
  return row?.usedAt ? { first: false, usedAt: row.usedAt } : undefined;
}

export async function revokeFamily(db: DbOrTx, familyId: string, now: Date) {
  await db
    .update(adminTokenFamilies)
    .set({
      revokedAt: sql`coalesce(${adminTokenFamilies.revokedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(adminTokenFamilies.id, familyId));
}

/** The family's admin, if the family is not revoked, began after `bornAfter` and the admin is active. */
export async function findFamilyAdmin(
  db: DbOrTx,
  familyId: string,
  adminId: string,
  bornAfter: Date,
) {
  const [row] = await db
    .select({ id: admins.id, reauthAt: adminTokenFamilies.reauthAt })
    .from(adminTokenFamilies)
    .innerJoin(admins, eq(admins.id, adminTokenFamilies.adminId))
    .where(
      and(
        eq(adminTokenFamilies.id, familyId),
        eq(adminTokenFamilies.adminId, adminId),
        isNull(adminTokenFamilies.revokedAt),
        gt(adminTokenFamilies.createdAt, bornAfter),
        eq(admins.active, true),
      ),
    )
    .limit(1);
  return row;
}
