import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { nextVersion } from '../../db/versioned';
import { agencies, consents, oneTimeTokens, type NewAgencyRow } from '../../db/schema/index';

/** The account an e-mail (already lower-cased) belongs to, with what the mails need. */
export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: agencies.id,
      nome: agencies.nome,
      email: agencies.email,
      state: agencies.state,
      createdAt: agencies.createdAt,
    })
    .from(agencies)
    .where(eq(agencies.email, email))
    .limit(1);
  return row;
}

/** The account a Partita IVA belongs to, with what the mails need. */
export async function findAccountByPartitaIva(db: DbOrTx, partitaIva: string) {
  const [row] = await db
    .select({
      id: agencies.id,
      nome: agencies.nome,
      email: agencies.email,
      state: agencies.state,
      createdAt: agencies.createdAt,
    })
    .from(agencies)
    .where(eq(agencies.partitaIva, partitaIva))
    .limit(1);
  return row;
}

/** Inserts the new account (state DA CONFERMARE) and answers its id. */
export async function insertAccount(db: DbOrTx, values: NewAgencyRow): Promise<string> {
  const [row] = await db.insert(agencies).values(values).returning({ id: agencies.id });
  return row!.id;
}

/** Undoes a registration whose verification mail could not be sent (cascades to its rows). */
export async function deleteAccount(db: DbOrTx, agencyId: string) {
  await db
    .delete(agencies)
    .where(and(eq(agencies.id, agencyId), eq(agencies.state, 'DA CONFERMARE')));
}

/** GDPR: which notice version the agency accepted, and when (QUALITY.md S18). */
export async function insertConsent(
  db: DbOrTx,
  agencyId: string,
  kind: string,
  version: string,
  acceptedAt: Date,
) {
  await db.insert(consents).values({ agencyId, kind, version, acceptedAt });
}

export async function insertVerifyToken(
  db: DbOrTx,
  agencyId: string,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
) {
  await db
    .insert(oneTimeTokens)
    .values({ kind: 'verify', agencyId, tokenHash, expiresAt, createdAt: now });
}

/** A verification token by its hash, with its agency's name. */
export async function findVerifyToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: oneTimeTokens.id,
      agencyId: oneTimeTokens.agencyId,
      expiresAt: oneTimeTokens.expiresAt,
      usedAt: oneTimeTokens.usedAt,
      nome: agencies.nome,
      state: agencies.state,
    })
    .from(oneTimeTokens)
    .innerJoin(agencies, eq(agencies.id, oneTimeTokens.agencyId))
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.kind, 'verify')))
    .limit(1);
  return row;
}

/**
 * Uses every still unused verification token of the agency, the clicked one included;
 * false when the clicked one was used meanwhile (two clicks at once: one wins).
 */
export async function useVerifyTokens(
  db: DbOrTx,
  tokenId: string,
  agencyId: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  if (used.length !== 1) return false;
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.agencyId, agencyId),
        eq(oneTimeTokens.kind, 'verify'),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  return true;
}

export async function confirmAgency(db: DbOrTx, agencyId: string, now: Date) {
  await db
    .update(agencies)
    // The admin's edit form holds the state: an open form must not set it back (decision 028).
    .set({
      state: 'CONFERMATO',
      updatedAt: now,
      version: nextVersion(agencies),
      updatedByAdminId: null,
    })
    .where(eq(agencies.id, agencyId));
}
