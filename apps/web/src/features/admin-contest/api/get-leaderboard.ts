import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminLeaderboard } from '@portal/shared/routes/contest';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { leaderboardKeys } from './query-keys';

/** GET /v2/{product}/contest/admin_leaderboard?pagina=: 25 ranked agencies and the total. */
export function useLeaderboard(page: number) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: leaderboardKeys.page(page),
    queryFn: ({ signal }) =>
      callApi(adminLeaderboard, { product: productSlug, query: { pagina: page }, signal }),
    placeholderData: keepPreviousData,
  });
}
