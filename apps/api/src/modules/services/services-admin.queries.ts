import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lastSave, loadedAt, nextVersion, type VersionedSave } from '../../db/versioned';
import { serviceRequests, services, type ServiceRow } from '../../db/schema/index';

/** SQL of the admin service pages. Every function takes the db or a transaction. */

export type NewServiceRow = typeof services.$inferInsert;

// Written out in full: inside a select field Drizzle would print the columns unqualified.
const requestCount = sql<number>`(select count(*)::int from "service_requests" "sr" where "sr"."service_id" = "services"."id")`;

/** Every service in the admin's order, with how many agencies asked for it. */
export async function listServicesWithRequests(db: DbOrTx) {
  return db
    .select({ service: services, richieste: requestCount })
    .from(services)
    .orderBy(asc(services.position), asc(services.name));
}

export async function findServiceWithRequests(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ service: services, richieste: requestCount })
    .from(services)
    .where(eq(services.id, id))
    .limit(1);
  return row;
}

/** Locks the row for the rest of the transaction, so two admins' edits do not interleave. */
export async function lockService(db: DbOrTx, id: string): Promise<ServiceRow | undefined> {
  const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1).for('update');
  return row;
}

/** Locks every service (reordering rewrites all positions at once). */
export async function lockAllServices(db: DbOrTx): Promise<ServiceRow[]> {
  return db.select().from(services).orderBy(asc(services.id)).for('update');
}

/** The next position (1-based, as the admin counts): after the last service. */
export async function nextPosition(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${services.position}) + 1, 1)::int` })
    .from(services);
  return row?.next ?? 1;
}

export async function findServiceIdByName(db: DbOrTx, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(sql`lower(${services.name}) = lower(${name})`)
    .limit(1);
  return row?.id;
}

export async function insertService(db: DbOrTx, values: NewServiceRow): Promise<ServiceRow> {
  const [row] = await db.insert(services).values(values).returning();
  return row!;
}

/** admin_update's write, only over the version the form was loaded from (decision 028). */
export async function updateService(
  db: DbOrTx,
  id: string,
  values: Partial<NewServiceRow>,
  save: VersionedSave,
): Promise<ServiceRow | undefined> {
  const [row] = await db
    .update(services)
    .set({ ...values, version: nextVersion(services), updatedByAdminId: save.adminId })
    .where(loadedAt(services, id, save.loaded))
    .returning();
  return row;
}

export function lastServiceSave(db: DbOrTx, id: string) {
  return lastSave(db, services, id);
}

export async function setServicePosition(db: DbOrTx, id: string, position: number, now: Date) {
  await db.update(services).set({ position, updatedAt: now }).where(eq(services.id, id));
}

/** Deletes the service; the agencies' requests for it go with it (cascade). */
export async function deleteService(db: DbOrTx, id: string): Promise<void> {
  await db.delete(services).where(eq(services.id, id));
}

export async function countServiceRequests(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(serviceRequests)
    .where(eq(serviceRequests.serviceId, id));
  return row?.n ?? 0;
}
