import { useQuery } from '@tanstack/react-query';
import { adminContestSettings } from '@portal/shared/routes/contest';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { leaderboardKeys } from './query-keys';

/** GET /v2/{product}/contest/admin_settings: end date and whether names are anonymised. */
export function useContestSettings() {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: leaderboardKeys.settings(),
    queryFn: ({ signal }) => callApi(adminContestSettings, { product: productSlug, signal }),
  });
}
