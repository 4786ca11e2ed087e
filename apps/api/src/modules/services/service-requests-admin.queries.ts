import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { serviceRequests, services } from '../../db/schema/index';

/** An agency's service requests with the service's name, newest first. */
export async function listAgencyServiceRequests(db: DbOrTx, agencyId: string) {
  return db
    .select({
      id: serviceRequests.id,
      requested: serviceRequests.requested,
      requestedAt: serviceRequests.requestedAt,
      serviceId: services.id,
      serviceName: services.name,
    })
    .from(serviceRequests)
    .innerJoin(services, eq(services.id, serviceRequests.serviceId))
    .where(eq(serviceRequests.agencyId, agencyId))
    .orderBy(desc(serviceRequests.requestedAt));
}
