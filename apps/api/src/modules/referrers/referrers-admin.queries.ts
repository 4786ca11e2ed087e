import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ReferrerSort } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { contains } from '../../db/search';
import { lastSave, loadedAt, nextVersion, type VersionedSave } from '../../db/versioned';
import { auditLog, referrers, type AuditChange, type ReferrerRow } from '../../db/schema/index';

type ReferrerValues = Pick<
  ReferrerRow,
  'codice' | 'nome' | 'cognome' | 'email' | 'urlPhoto' | 'urlAgente'
>;

/** Every referrer, active and not, by surname, name and code. */
export async function listReferrers(db: DbOrTx): Promise<ReferrerRow[]> {
  return db
    .select()
    .from(referrers)
    .orderBy(asc(referrers.cognome), asc(referrers.nome), asc(referrers.codice));
}

/**
 * Every folded word (searchTerms) is in the referrer's codice, name, surname or e-mail. The
 * e-mail is read as it is (ASCII, folded by lower()); a few hundred rows need no index.
 */
const referrerMatches = (terms: readonly string[]) =>
  and(
    ...terms.map((t) =>
      or(contains(referrers.searchText, t), contains(sql`lower(${referrers.email})`, t)),
    ),
  );

const REFERRER_ORDER: Record<ReferrerSort, SQL[]> = {
  cognome: [sql`${referrers.cognome}`, sql`${referrers.nome}`, sql`${referrers.codice}`],
  codice: [sql`${referrers.codice}`],
  email: [sql`${referrers.email}`],
};

/** One page of the admin's list; the id last, so no referrer shows on two pages or none. */
export async function referrerListPage(
  db: DbOrTx,
  p: {
    terms: readonly string[];
    sort: ReferrerSort;
    dir: 'asc' | 'desc';
    offset: number;
    limit: number;
  },
): Promise<ReferrerRow[]> {
  const by = p.dir === 'asc' ? asc : desc;
  return db
    .select()
    .from(referrers)
    .where(referrerMatches(p.terms))
    .orderBy(...REFERRER_ORDER[p.sort].map((c) => by(c)), by(referrers.id))
    .limit(p.limit)
    .offset(p.offset);
}

export async function countReferrerList(db: DbOrTx, terms: readonly string[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(referrers).where(referrerMatches(terms));
  return row?.n ?? 0;
}

export async function findReferrerForUpdate(
  db: DbOrTx,
  id: string,
): Promise<ReferrerRow | undefined> {
  const [row] = await db
    .select()
    .from(referrers)
    .where(eq(referrers.id, id))
    .limit(1)
    .for('update');
  return row;
}

const lowerCodice = sql<string>`lower(${referrers.codice})`;

/** Whether another referrer has this code (ignoring case: 'all-001' is 'ALL-001'). */
export async function codiceTaken(
  db: DbOrTx,
  codice: string,
  excludeId?: string,
): Promise<boolean> {
  const same = eq(lowerCodice, codice.toLowerCase());
  const [row] = await db
    .select({ id: referrers.id })
    .from(referrers)
    .where(excludeId ? and(same, ne(referrers.id, excludeId)) : same)
    .limit(1);
  return row !== undefined;
}

/** Which of these codes already exist, lower-cased. */
export async function existingCodici(db: DbOrTx, codici: readonly string[]): Promise<Set<string>> {
  if (codici.length === 0) return new Set();
  const wanted = [...new Set(codici.map((c) => c.toLowerCase()))];
  const rows = await db
    .select({ codice: lowerCodice })
    .from(referrers)
    .where(inArray(lowerCodice, wanted));
  return new Set(rows.map((r) => r.codice));
}

export async function insertReferrers(
  db: DbOrTx,
  values: readonly ReferrerValues[],
): Promise<ReferrerRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(referrers)
    .values([...values])
    .returning();
}

/** A change of the referrer, only over the version it was loaded from (decision 028). */
export async function updateReferrer(
  db: DbOrTx,
  id: string,
  values: Partial<ReferrerRow>,
  save: VersionedSave,
): Promise<ReferrerRow | undefined> {
  const [row] = await db
    .update(referrers)
    .set({ ...values, version: nextVersion(referrers), updatedByAdminId: save.adminId })
    .where(loadedAt(referrers, id, save.loaded))
    .returning();
  return row;
}

export function lastReferrerSave(db: DbOrTx, id: string) {
  return lastSave(db, referrers, id);
}

/** The audit records of an import, one statement for all its rows (same transaction as the rows). */
export async function insertCreateAudits(
  db: DbOrTx,
  entries: readonly { adminId: string; entityId: string; changes: AuditChange[] }[],
) {
  if (entries.length === 0) return;
  await db
    .insert(auditLog)
    .values(entries.map((e) => ({ ...e, entity: 'referrer', action: 'create' })));
}
