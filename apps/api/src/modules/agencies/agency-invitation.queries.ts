import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneTimeTokens } from '../../db/schema/index';

export async function insertInviteToken(
  db: DbOrTx,
  v: { agencyId: string; tokenHash: string; expiresAt: Date; now: Date },
) {
  await db.insert(oneTimeTokens).values({
    kind: 'invite',
    agencyId: v.agencyId,
    tokenHash: v.tokenHash,
    expiresAt: v.expiresAt,
    createdAt: v.now,
  });
}

/**
 * A new invitation replaces the old: its unused links expire now. `usedAt` stays empty, so
 * it still means one thing: the agency chose its password through that link.
 */
export async function retireInviteTokens(db: DbOrTx, agencyId: string, now: Date) {
  await db
    .update(oneTimeTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(oneTimeTokens.agencyId, agencyId),
        eq(oneTimeTokens.kind, 'invite'),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    );
}

/** The invitation links of an agency, newest first (a handful at most; a retired one expired first). */
export async function listInviteTokens(db: DbOrTx, agencyId: string) {
  return db
    .select({
      createdAt: oneTimeTokens.createdAt,
      expiresAt: oneTimeTokens.expiresAt,
      usedAt: oneTimeTokens.usedAt,
    })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.agencyId, agencyId), eq(oneTimeTokens.kind, 'invite')))
    .orderBy(desc(oneTimeTokens.createdAt), desc(oneTimeTokens.expiresAt));
}
