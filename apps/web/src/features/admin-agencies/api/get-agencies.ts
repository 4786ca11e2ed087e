import { useQuery } from '@tanstack/react-query';
import { AdminAgencyListSchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/** GET /v2/{product}/user/admin_getAll: every agency (searched, sorted and paged on the page). */
export function useAgencies() {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: agencyKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest(api.adminAgencies(productSlug), AdminAgencyListSchema, { signal }),
  });
}
