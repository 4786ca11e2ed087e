import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReferrerPageQueryInput } from '@portal/shared';
import { adminReferrerPage } from '@portal/shared/routes/admin-referrers';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { referrerKeys } from './query-keys';

/**
 * GET /v2/{product}/referenti/admin_list: one page of the referrers the search keeps, sorted
 * by the server; the page shown stays while the next one loads.
 */
export function useReferrerPage(query: ReferrerPageQueryInput) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: referrerKeys.page(query),
    queryFn: ({ signal }) => callApi(adminReferrerPage, { product: productSlug, query, signal }),
    placeholderData: keepPreviousData,
  });
}
