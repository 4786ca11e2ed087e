import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loadedAt, nextVersion } from '../../db/versioned';
import { agencies, oneTimeTokens, type NewAgencyRow } from '../../db/schema/index';

/** SQL of Impostazioni → Profilo (decision 057). Every function takes the db or a transaction. */

const profileColumns = {
  id: agencies.id,
  ragioneSociale: agencies.ragioneSociale,
  nome: agencies.nome,
  partitaIva: agencies.partitaIva,
  titolare: agencies.titolare,
  email: agencies.email,
  provincia: agencies.provincia,
  comune: agencies.comune,
  cap: agencies.cap,
  indirizzo: agencies.indirizzo,
  cellulare: agencies.cellulare,
  telefono: agencies.telefono,
  agenteInterno: agencies.agenteInterno,
  version: agencies.version,
  erasedAt: agencies.erasedAt,
};
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export async function findProfile(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select(profileColumns)
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  return row;
}

/**
 * The agency's own save, only over the version its form was loaded from (decision 028);
 * undefined when the row has moved on. No admin saved it: the 409 message names the agency.
 */
export async function updateProfile(
  db: DbOrTx,
  agencyId: string,
  values: Partial<NewAgencyRow>,
  loaded: number | undefined,
) {
  const [row] = await db
    .update(agencies)
    .set({ ...values, version: nextVersion(agencies), updatedByAdminId: null })
    .where(loadedAt(agencies, agencyId, loaded))
    .returning(profileColumns);
  return row;
}

/** The other agency that already has this (lower-cased) e-mail, if any. */
export async function findEmailHolder(db: DbOrTx, email: string, excludeId: string) {
  const [row] = await db
    .select({ id: agencies.id, nome: agencies.nome, email: agencies.email })
    .from(agencies)
    .where(and(eq(agencies.email, email), ne(agencies.id, excludeId)))
    .limit(1);
  return row;
}

/** The agency's latest change of e-mail still waiting for its link, if any. */
export async function findPendingEmailChange(db: DbOrTx, agencyId: string, now: Date) {
  const [row] = await db
    .select({ email: oneTimeTokens.newEmail, expiresAt: oneTimeTokens.expiresAt })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.agencyId, agencyId),
        eq(oneTimeTokens.kind, 'email_change'),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(1);
  return row;
}

/** Every outstanding e-mail change link of the agency stops working (a newer one replaces them). */
export async function retireEmailChanges(db: DbOrTx, agencyId: string, now: Date) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.agencyId, agencyId),
        eq(oneTimeTokens.kind, 'email_change'),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

export async function insertEmailChange(
  db: DbOrTx,
  v: { agencyId: string; newEmail: string | null; tokenHash: string; expiresAt: Date; now: Date },
) {
  await db.insert(oneTimeTokens).values({
    kind: 'email_change',
    agencyId: v.agencyId,
    newEmail: v.newEmail,
    tokenHash: v.tokenHash,
    expiresAt: v.expiresAt,
    createdAt: v.now,
  });
}

/** An e-mail change link by its hash, with its agency's current e-mail and name. */
export async function findEmailChange(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: oneTimeTokens.id,
      agencyId: oneTimeTokens.agencyId,
      newEmail: oneTimeTokens.newEmail,
      expiresAt: oneTimeTokens.expiresAt,
      usedAt: oneTimeTokens.usedAt,
      email: agencies.email,
      nome: agencies.nome,
      erasedAt: agencies.erasedAt,
    })
    .from(oneTimeTokens)
    .innerJoin(agencies, eq(agencies.id, oneTimeTokens.agencyId))
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.kind, 'email_change')))
    .limit(1);
  return row;
}

/** Uses the link if still unused (two clicks at once: one wins); true for the winner. */
export async function useEmailChange(db: DbOrTx, tokenId: string, now: Date) {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}

/**
 * The new e-mail, with a new version: the admin's form holds the e-mail, so an open one
 * becomes stale (decision 028).
 */
export async function setAgencyEmail(db: DbOrTx, agencyId: string, email: string, now: Date) {
  await db
    .update(agencies)
    .set({ email, updatedAt: now, version: nextVersion(agencies), updatedByAdminId: null })
    .where(eq(agencies.id, agencyId));
}
