import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { PasswordLinkKind } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { agencies, oneTimeTokens } from '../../db/schema/index';

/** The agency a reset mail goes to (e-mails are stored lower-cased). */
export async function findAgencyForReset(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: agencies.id, nome: agencies.nome, email: agencies.email })
    .from(agencies)
    .where(eq(agencies.email, email))
    .limit(1);
  return row;
}

export async function insertResetToken(
  db: DbOrTx,
  v: { agencyId: string; tokenHash: string; expiresAt: Date; now: Date },
) {
  await db.insert(oneTimeTokens).values({
    kind: 'reset',
    agencyId: v.agencyId,
    tokenHash: v.tokenHash,
    expiresAt: v.expiresAt,
    createdAt: v.now,
  });
}

/**
 * The token of this kind (reset or invitation) with this hash, still unused and unexpired:
 * the one rule of both reads.
 */
const usableResetToken = (tokenHash: string, now: Date, kind: PasswordLinkKind) =>
  and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    eq(oneTimeTokens.kind, kind),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );

/** Whether a reset token is unused and unexpired, without using it (the page's first check). */
export async function isResetTokenUsable(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
  kind: PasswordLinkKind,
) {
  const [row] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(usableResetToken(tokenHash, now, kind))
    .limit(1);
  return row !== undefined;
}

/**
 * Marks a reset token used if it is unused and unexpired, in one conditional update
 * (two concurrent uses cannot both win). Answers the agency id, or undefined.
 */
export async function consumeResetToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
  kind: PasswordLinkKind,
) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(usableResetToken(tokenHash, now, kind))
    .returning({ agencyId: oneTimeTokens.agencyId });
  return row?.agencyId;
}

/**
 * Every other outstanding reset or invitation link of the agency stops working: the agency
 * has chosen its own password (for an invitation, that is its acceptance).
 */
export async function retireResetTokens(db: DbOrTx, agencyId: string, now: Date) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.agencyId, agencyId),
        inArray(oneTimeTokens.kind, ['reset', 'invite']),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/** Sets the hash; the agency's e-mail comes back, for the notice to its owner. */
export async function setAgencyPasswordHash(
  db: DbOrTx,
  agencyId: string,
  passwordHash: string,
  now: Date,
) {
  const [row] = await db
    .update(agencies)
    .set({ passwordHash, updatedAt: now })
    .where(eq(agencies.id, agencyId))
    .returning({ email: agencies.email });
  return row?.email;
}
