import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { serviceRequests, services } from '../../db/schema/index';

const RESERVED = ['reserved', 'both'] as const;

/** The reserved area's services (visibility reserved or both), in the admin's order. */
export async function listReservedServices(db: DbOrTx) {
  return db
    .select()
    .from(services)
    .where(inArray(services.visibility, [...RESERVED]))
    .orderBy(asc(services.position), asc(services.name));
}

export async function findReservedService(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id), inArray(services.visibility, [...RESERVED])))
    .limit(1);
  return row;
}

/** Stores the request once per agency and service; answers whether it is new. */
export async function insertServiceRequest(
  db: DbOrTx,
  agencyId: string,
  serviceId: string,
  now: Date,
) {
  const rows = await db
    .insert(serviceRequests)
    .values({ agencyId, serviceId, requested: true, requestedAt: now, createdAt: now })
    .onConflictDoNothing({ target: [serviceRequests.agencyId, serviceRequests.serviceId] })
    .returning({ id: serviceRequests.id });
  return rows.length === 1;
}

/** The agency's requests, newest first, with the service's name. */
export async function listAgencyRequests(db: DbOrTx, agencyId: string) {
  return db
    .select({
      id: serviceRequests.id,
      serviceId: serviceRequests.serviceId,
      serviceName: services.name,
      requested: serviceRequests.requested,
      requestedAt: serviceRequests.requestedAt,
      state: serviceRequests.state,
      note: serviceRequests.note,
    })
    .from(serviceRequests)
    .innerJoin(services, eq(services.id, serviceRequests.serviceId))
    .where(eq(serviceRequests.agencyId, agencyId))
    .orderBy(desc(serviceRequests.requestedAt), asc(services.name));
}
