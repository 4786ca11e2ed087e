import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  adminRefreshTokens,
  adminTokenFamilies,
  agencySessions,
  oneTimeTokens,
} from '../../db/schema/index';

/** Agency sessions past their expiry: a token naming them is refused anyway. */
export async function purgeAgencySessions(db: Db, now: Date) {
  const rows = await db
    .delete(agencySessions)
    .where(lt(agencySessions.expiresAt, now))
    .returning({ id: agencySessions.id });
  return rows.length;
}

/**
 * Admin refresh tokens past their expiry (used or not: a replayed one is refused by its
 * age before reuse detection matters), and sign-ins (families, with their tokens) older
 * than an admin session may last, revoked or not.
 */
export async function purgeAdminTokens(db: Db, now: Date, familiesBefore: Date) {
  const tokens = await db
    .delete(adminRefreshTokens)
    .where(lt(adminRefreshTokens.expiresAt, now))
    .returning({ id: adminRefreshTokens.id });
  const families = await db
    .delete(adminTokenFamilies)
    .where(lt(adminTokenFamilies.createdAt, familiesBefore))
    .returning({ id: adminTokenFamilies.id });
  return tokens.length + families.length;
}

/** Verification and reset links that expired before `before` (used ones included). */
export async function purgeOneTimeTokens(db: Db, before: Date) {
  const rows = await db
    .delete(oneTimeTokens)
    .where(lt(oneTimeTokens.expiresAt, before))
    .returning({ id: oneTimeTokens.id });
  return rows.length;
}

/**
 * The embedded database has no autovacuum (PGlite runs PostgreSQL in one process, without
 * its background workers): the rows that housekeeping and the job queue delete would keep
 * their space for ever. A plain VACUUM makes it reusable.
 */
export async function vacuum(db: Db) {
  await db.execute(sql`VACUUM`);
}
