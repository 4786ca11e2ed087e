import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AgencyPageQueryInput } from '@portal/shared';
import { adminAgencyPage } from '@portal/shared/routes/admin-agencies';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/**
 * GET /v2/{product}/user/admin_list: one page of 25 agencies and how many match, searched,
 * filtered and sorted by the server. The page shown stays on screen while the next loads.
 */
export function useAgencyPage(query: AgencyPageQueryInput) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: agencyKeys.page(query),
    queryFn: ({ signal }) => callApi(adminAgencyPage, { product: productSlug, query, signal }),
    placeholderData: keepPreviousData,
  });
}
