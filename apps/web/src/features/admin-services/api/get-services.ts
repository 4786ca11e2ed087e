import { useQuery } from '@tanstack/react-query';
import { AdminServiceListSchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { serviceKeys } from './query-keys';

/** GET /v2/{product}/servizi/admin_fetchAll: every service, in the catalogue's order. */
export function useAdminServices() {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: serviceKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest(api.adminServices(productSlug), AdminServiceListSchema, { signal }),
  });
}
