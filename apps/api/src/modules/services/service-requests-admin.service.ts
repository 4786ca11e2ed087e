import type { UserService } from '@portal/shared';
import type { ServiceDeps } from '../../lib/service-deps';
import { notFound } from '../../lib/errors';
import { agencyExists } from '../agencies/agencies-admin.service';
import { listAgencyServiceRequests } from './service-requests-admin.queries';

/** An agency's service requests (admin); 404 when the agency does not exist. */
export async function requestsOfAgency(
  deps: Pick<ServiceDeps, 'db'>,
  agencyId: string,
): Promise<UserService[]> {
  if (!(await agencyExists(deps, agencyId))) throw notFound('Agenzia non trovata.');
  const rows = await listAgencyServiceRequests(deps.db, agencyId);
  return rows.map((row) => ({
    _id: row.id,
    service: { _id: row.serviceId, name: row.serviceName },
    requested: row.requested,
    requested_at: row.requestedAt.toISOString(),
  }));
}
