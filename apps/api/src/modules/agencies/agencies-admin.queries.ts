import { and, asc, count, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lastSave, loadedAt, nextVersion, type VersionedSave } from '../../db/versioned';
import {
  agencies,
  appointments,
  oneTimeTokens,
  referrers,
  type AgencyRow,
  type NewAgencyRow,
  type ReferrerRow,
} from '../../db/schema/index';

/** SQL of the admin agency pages. Every function takes the db or a transaction. */

export async function listAgenciesWithReferrer(db: DbOrTx) {
  return db
    .select({ agency: agencies, referrer: referrers })
    .from(agencies)
    .leftJoin(referrers, eq(referrers.id, agencies.referenteId))
    .orderBy(desc(agencies.createdAt), asc(agencies.id));
}

export async function findAgencyRow(db: DbOrTx, id: string): Promise<AgencyRow | undefined> {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, id)).limit(1);
  return row;
}

/** Locks the row for the rest of the transaction, so two admins' edits do not interleave. */
export async function findAgencyRowForUpdate(
  db: DbOrTx,
  id: string,
): Promise<AgencyRow | undefined> {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, id)).limit(1).for('update');
  return row;
}

export async function findReferrerById(db: DbOrTx, id: string): Promise<ReferrerRow | undefined> {
  const [row] = await db.select().from(referrers).where(eq(referrers.id, id)).limit(1);
  return row;
}

/** Which of e-mail and Partita IVA another agency already uses. */
export async function findAgencyConflicts(
  db: DbOrTx,
  p: { email: string; partitaIva: string | null; excludeId?: string },
): Promise<{ email: boolean; partitaIva: boolean }> {
  const same = p.partitaIva
    ? or(eq(agencies.email, p.email), eq(agencies.partitaIva, p.partitaIva))
    : eq(agencies.email, p.email);
  const rows = await db
    .select({ email: agencies.email, partitaIva: agencies.partitaIva })
    .from(agencies)
    .where(p.excludeId ? and(same, ne(agencies.id, p.excludeId)) : same)
    .limit(2);
  return {
    email: rows.some((r) => r.email === p.email),
    partitaIva: p.partitaIva !== null && rows.some((r) => r.partitaIva === p.partitaIva),
  };
}

export async function insertAgencyRow(db: DbOrTx, values: NewAgencyRow): Promise<AgencyRow> {
  const [row] = await db.insert(agencies).values(values).returning();
  return row!;
}

/**
 * admin_update's write, only over the version the form was loaded from (decision 028):
 * undefined when the row has moved on since.
 */
export async function updateAgencyRow(
  db: DbOrTx,
  id: string,
  values: Partial<NewAgencyRow>,
  save: VersionedSave,
): Promise<AgencyRow | undefined> {
  const [row] = await db
    .update(agencies)
    .set({ ...values, version: nextVersion(agencies), updatedByAdminId: save.adminId })
    .where(loadedAt(agencies, id, save.loaded))
    .returning();
  return row;
}

/** Who saved the agency last: an admin, or the agency itself (its e-mail confirmation). */
export function lastAgencySave(db: DbOrTx, id: string) {
  // Written out: inside a select field Drizzle would print the column unqualified.
  return lastSave(db, agencies, id, sql<string>`"agencies"."nome"`);
}

/** Appointments of the agency, or recorded by it as internal agent. */
export async function countAgencyAppointments(db: DbOrTx, agencyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(or(eq(appointments.agencyId, agencyId), eq(appointments.agentId, agencyId)));
  return row?.n ?? 0;
}

/** Deletes the agency; sessions, tokens, consents, service requests and Display Rata go with it (cascade). */
export async function deleteAgencyRow(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(agencies).where(eq(agencies.id, id)).returning({ id: agencies.id });
  return rows.length === 1;
}

export async function setAgencyPasswordHash(
  db: DbOrTx,
  id: string,
  passwordHash: string,
  now: Date,
) {
  await db.update(agencies).set({ passwordHash, updatedAt: now }).where(eq(agencies.id, id));
}

/** A password set by the admin makes any pending forgotten-password link useless. */
export async function expireResetTokens(db: DbOrTx, agencyId: string, now: Date) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.agencyId, agencyId),
        eq(oneTimeTokens.kind, 'reset'),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/** Where the next CSV batch starts: the last row's timestamp as text (full microsecond precision) and id. */
export interface CsvCursor {
  createdAt: string;
  id: string;
}

/**
 * One batch of listaAgenzie.csv, oldest first, after `cursor` (keyset pagination: each
 * batch is an indexed range read, never an OFFSET, so a large table streams at constant cost).
 */
export async function agencyCsvBatch(
  db: DbOrTx,
  cursor: CsvCursor | null,
  limit: number,
  only: { fimaa: boolean; erasureRequested: boolean } = { fimaa: false, erasureRequested: false },
) {
  return db
    .select({
      agency: agencies,
      cursorAt: sql<string>`${agencies.createdAt}::text`,
      referrerCodice: referrers.codice,
      referrerNome: referrers.nome,
      referrerCognome: referrers.cognome,
    })
    .from(agencies)
    .leftJoin(referrers, eq(referrers.id, agencies.referenteId))
    .where(
      and(
        cursor
          ? sql`(${agencies.createdAt}, ${agencies.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
        only.fimaa ? eq(agencies.fimaaRegister, true) : undefined,
        only.erasureRequested ? isNotNull(agencies.erasureRequestedAt) : undefined,
      ),
    )
    .orderBy(asc(agencies.createdAt), asc(agencies.id))
    .limit(limit);
}
export type AgencyCsvRow = Awaited<ReturnType<typeof agencyCsvBatch>>[number];
