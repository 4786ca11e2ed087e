import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminServiceRequest, AdminServiceRequestQuery } from '@portal/shared';
import { adminServiceRequests } from '@portal/shared/routes/service-requests';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { serviceRequestKeys } from './service-request-keys';

/** GET /v2/{product}/user_servizi/admin_list?servizio=&stato=: the agencies' requests. */
export function getServiceRequests(
  productSlug: string,
  query: AdminServiceRequestQuery,
  signal?: AbortSignal,
): Promise<AdminServiceRequest[]> {
  return callApi(adminServiceRequests, { product: productSlug, query, signal });
}

export function useServiceRequests(query: AdminServiceRequestQuery) {
  const { productSlug } = usePublicConfig();
  return useQuery(
    queryOptions({
      queryKey: serviceRequestKeys.list(query),
      queryFn: ({ signal }) => getServiceRequests(productSlug, query, signal),
    }),
  );
}
