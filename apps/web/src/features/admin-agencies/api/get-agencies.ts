import { useQuery } from '@tanstack/react-query';
import { adminAgencies } from '@portal/shared/routes/admin-agencies';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/** GET /v2/{product}/user/admin_getAll: every agency (searched, sorted and paged on the page). */
export function useAgencies() {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: agencyKeys.list(),
    queryFn: ({ signal }) => callApi(adminAgencies, { product: productSlug, signal }),
  });
}
