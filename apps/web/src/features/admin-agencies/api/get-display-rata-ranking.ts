import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FunnelRankingQuery } from '@portal/shared';
import { adminDisplayRataRanking } from '@portal/shared/routes/admin-agency360';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/**
 * GET /v2/{product}/user/admin_display_rata_classifica?pagina=&ordina=: 25 agencies by
 * Display Rata's badge-to-lead rate over the last 90 days (decision 115).
 */
export function useDisplayRataRanking(query: FunnelRankingQuery) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: agencyKeys.displayRata(query),
    queryFn: ({ signal }) =>
      callApi(adminDisplayRataRanking, { product: productSlug, query, signal }),
    placeholderData: keepPreviousData,
  });
}
