import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DuplicateFlag } from '../referrals/referral-duplicates.service';
import type { DbOrTx } from '../../db/client';
import { lastSave, loadedAt, nextVersion, type VersionedSave } from '../../db/versioned';
import { agencies, appointments } from '../../db/schema/index';
import type { AppointmentViewRow } from './appointments.mapper';

/**
 * Whose appointments a caller may see and change (decisions.md): an agency its own; an
 * internal agent those of its linked agencies (same referrer, not internal agents, not
 * itself); an agent without a referrer none.
 */
export type AppointmentScope =
  | { kind: 'agency'; agencyId: string }
  | { kind: 'agent'; agentId: string; referenteId: string | null };

/** The appointment's agency and its agent, as the list joins them. */
export const agenzia = alias(agencies, 'agenzia');
export const agente = alias(agencies, 'agente');

/**
 * The linked agencies of an internal agent, as a condition on an agencies table (or alias).
 * The ids are values, or the columns of the caller's row inside a larger statement.
 */
export function linkedTo(
  table: { id: AnyPgColumn; referenteId: AnyPgColumn; agenteInterno: AnyPgColumn },
  agentId: string | AnyPgColumn,
  referenteId: string | null | AnyPgColumn,
): SQL {
  if (!referenteId) return sql`false`;
  return and(
    eq(table.referenteId, referenteId),
    eq(table.agenteInterno, false),
    ne(table.id, agentId),
  )!;
}

function scopeCondition(scope: AppointmentScope): SQL {
  return scope.kind === 'agency'
    ? eq(appointments.agencyId, scope.agencyId)
    : linkedTo(agenzia, scope.agentId, scope.referenteId);
}

function selectView(db: DbOrTx) {
  return db
    .select({
      a: appointments,
      agenziaNome: agenzia.nome,
      agenziaEmail: agenzia.email,
      agenteNome: agente.nome,
      agenteEmail: agente.email,
    })
    .from(appointments)
    .innerJoin(agenzia, eq(agenzia.id, appointments.agencyId))
    .leftJoin(agente, eq(agente.id, appointments.agentId));
}

/** The caller's appointments, newest first. */
export async function listAppointments(
  db: DbOrTx,
  scope: AppointmentScope,
): Promise<AppointmentViewRow[]> {
  return selectView(db)
    .where(scopeCondition(scope))
    .orderBy(desc(appointments.createdAt), desc(appointments.id));
}

/** One appointment, if the caller's scope holds it. */
export async function findAppointment(
  db: DbOrTx,
  scope: AppointmentScope,
  id: string,
): Promise<AppointmentViewRow | undefined> {
  const [row] = await selectView(db)
    .where(and(eq(appointments.id, id), scopeCondition(scope)))
    .limit(1);
  return row;
}

/** One appointment by id, whoever owns it (admin routes). */
export async function findAppointmentById(
  db: DbOrTx,
  id: string,
): Promise<AppointmentViewRow | undefined> {
  const [row] = await selectView(db).where(eq(appointments.id, id)).limit(1);
  return row;
}

/** An agency's own appointments (its data export). */
export async function listAgencyAppointments(db: DbOrTx, agencyId: string) {
  return listAppointments(db, { kind: 'agency', agencyId });
}

/** How many of the agency's appointments are in each state (its 360° view); absent states are 0. */
export async function countAgencyByState(db: DbOrTx, agencyId: string) {
  return db
    .select({ state: appointments.state, n: count() })
    .from(appointments)
    .where(eq(appointments.agencyId, agencyId))
    .groupBy(appointments.state);
}

/** The appointments an internal agent recorded for other agencies (its data export). */
export async function listRecordedBy(db: DbOrTx, agentId: string) {
  return selectView(db)
    .where(eq(appointments.agentId, agentId))
    .orderBy(desc(appointments.createdAt), desc(appointments.id));
}

/** Locks the appointment row for the rest of the transaction (read before a change). */
export async function lockAppointment(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(eq(appointments.id, id))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Locks agency rows (in id order, so two writers never deadlock) before their
 * appointments change: the points recomputed afterwards then see every committed write.
 */
export async function lockAgencies(tx: DbOrTx, ids: string[]) {
  const unique = [...new Set(ids)].sort();
  if (unique.length === 0) return;
  await tx
    .select({ id: agencies.id })
    .from(agencies)
    .where(inArray(agencies.id, unique))
    .orderBy(asc(agencies.id))
    .for('update');
}

/** Whether `agencyId` is one of the internal agent's linked agencies. */
export async function isLinkedAgency(
  db: DbOrTx,
  agentId: string,
  referenteId: string | null,
  agencyId: string,
) {
  const [row] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(and(eq(agencies.id, agencyId), linkedTo(agencies, agentId, referenteId)))
    .limit(1);
  return row !== undefined;
}

export type AppointmentWrite = Pick<
  typeof appointments.$inferInsert,
  | 'agencyId'
  | 'state'
  | 'name'
  | 'surname'
  | 'email'
  | 'cellulare'
  | 'description'
  | 'dataFattoAppuntamento'
>;

export async function insertAppointment(
  tx: DbOrTx,
  values: AppointmentWrite & {
    agentId: string | null;
    createdAt: Date;
    fromDisplayRata?: boolean;
  } & Partial<DuplicateFlag>,
) {
  const [row] = await tx
    .insert(appointments)
    .values({ ...values, updatedAt: values.createdAt })
    .returning({ id: appointments.id });
  return row!.id;
}

export async function updateAppointment(
  tx: DbOrTx,
  id: string,
  values: Partial<
    AppointmentWrite & Pick<typeof appointments.$inferInsert, 'payed' | 'wc' | 'contratto'>
  > & { updatedAt: Date },
) {
  await tx.update(appointments).set(values).where(eq(appointments.id, id));
}

/**
 * A save of the fields an edit form holds (the internal agent's user_edit, the admin's
 * description), only over the version it was loaded from (decision 028). False when the
 * row has moved on since.
 */
export async function saveAppointment(
  tx: DbOrTx,
  id: string,
  values: Partial<AppointmentWrite> & { updatedAt: Date },
  save: VersionedSave & { agentId: string | null },
): Promise<boolean> {
  const rows = await tx
    .update(appointments)
    .set({
      ...values,
      version: nextVersion(appointments),
      updatedByAdminId: save.adminId,
      updatedByAgencyId: save.agentId,
    })
    .where(loadedAt(appointments, id, save.loaded))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

// Written out in full: inside a select field Drizzle would print the columns unqualified.
const editingAgent = sql<
  string | null
>`(select "e"."nome" from "agencies" "e" where "e"."id" = "appointments"."updated_by_agency_id")`;

/** Who saved the appointment last: an admin, or the internal agent of user_edit. */
export function lastAppointmentSave(db: DbOrTx, id: string) {
  return lastSave(db, appointments, id, editingAgent);
}

/** The agency's contest points (the denormalised column) and whether it is an internal agent. */
export async function findAgencyPoints(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select({ points: agencies.points, agenteInterno: agencies.agenteInterno })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  return row;
}

/**
 * Ranking (decisions.md): agencies that are not internal agents, by points; ties share a
 * place, so the place is 1 + the agencies with more points. The total counts the agencies
 * in the ranking, those that have scored (decision 094): an agency at 0 points has not
 * taken part. One pass over the denormalised column (index agencies_ranking_idx on
 * agente_interno, points): no appointment is read.
 */
export async function rankingPosition(db: DbOrTx, points: number) {
  const [row] = await db
    .select({
      above: sql<number>`count(*) filter (where ${agencies.points} > ${points})`.mapWith(Number),
      total: sql<number>`count(*) filter (where ${agencies.points} > 0)`.mapWith(Number),
    })
    .from(agencies)
    .where(eq(agencies.agenteInterno, false));
  return { position: (row?.above ?? 0) + 1, total: row?.total ?? 0 };
}
