import type { AdminServiceRequestQuery } from '@portal/shared';
import { adminScopes } from '../../../components/admin/query-scopes';

/** Query keys of the agencies' service requests (admin). */
export const serviceRequestKeys = {
  all: adminScopes.serviceRequests,
  list: (query: AdminServiceRequestQuery) =>
    [...adminScopes.serviceRequests, 'list', query.servizio ?? '', query.stato ?? ''] as const,
};
