import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminRecoveryCodes, adminTokenFamilies, admins } from '../../db/schema/index';

/** Offers a secret at enrolment; it becomes the admin's only once a code from it is given. */
export async function setPendingSecret(db: DbOrTx, adminId: string, secret: string) {
  await db.update(admins).set({ totpPendingSecret: secret }).where(eq(admins.id, adminId));
}

/**
 * Spends the code of time step `step`: true only for the one request that records a step
 * later than any accepted before, so a code (or an older one) cannot be replayed.
 */
export async function spendTotpStep(db: DbOrTx, adminId: string, step: number) {
  const rows = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(
      and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))),
    )
    .returning({ id: admins.id });
  return rows.length === 1;
}

/**
 * The pending secret becomes the admin's second factor, its first code (`step`) spent;
 * false if another request did it first.
 */
export async function confirmSecret(db: DbOrTx, adminId: string, secret: string, step: number) {
  const rows = await db
    .update(admins)
    .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
    .where(and(eq(admins.id, adminId), isNull(admins.totpSecret)))
    .returning({ id: admins.id });
  return rows.length === 1;
}

/** The admin's recovery codes become `hashes`: the earlier ones stop working. */
export async function replaceRecoveryCodes(db: DbOrTx, adminId: string, hashes: string[]) {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db.insert(adminRecoveryCodes).values(hashes.map((codeHash) => ({ adminId, codeHash })));
}

/** Spends a recovery code: true only for the one request that marks it used. */
export async function useRecoveryCode(db: DbOrTx, adminId: string, codeHash: string, now: Date) {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length === 1;
}

/** The admin confirmed their identity in this sign-in at `now`. */
export async function markReauth(db: DbOrTx, familyId: string, now: Date) {
  await db
    .update(adminTokenFamilies)
    .set({ reauthAt: now })
    .where(eq(adminTokenFamilies.id, familyId));
}

/** Removes an admin's second factor and ends every sign-in of theirs. */
export async function clearSecondFactor(db: DbOrTx, adminId: string, now: Date) {
  await db
    .update(admins)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(admins.id, adminId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db
    .update(adminTokenFamilies)
    .set({ revokedAt: now })
    .where(and(eq(adminTokenFamilies.adminId, adminId), isNull(adminTokenFamilies.revokedAt)));
}

export async function listAdmins(db: DbOrTx) {
  return db
    .select({
      id: admins.id,
      name: admins.name,
      surname: admins.surname,
      email: admins.email,
      totpSecret: admins.totpSecret,
    })
    .from(admins)
    .where(eq(admins.active, true))
    .orderBy(asc(admins.surname), asc(admins.name));
}
