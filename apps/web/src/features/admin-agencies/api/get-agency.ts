import { useQuery } from '@tanstack/react-query';
import { AgencySchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/** GET /v2/{product}/user/admin_get/{id}: one agency for its edit page. */
export function useAgency(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: agencyKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(api.adminAgency(productSlug, id), AgencySchema, { signal }),
  });
}
