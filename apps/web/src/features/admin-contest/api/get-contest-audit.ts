import { useQuery } from '@tanstack/react-query';
import { adminAudit } from '@portal/shared/routes/admin-agencies';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { leaderboardKeys } from './query-keys';

/** GET /v2/{product}/user/admin_audit/contest/{id}: who changed the contest settings, and how. */
export function useContestAudit(id: string | null) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: leaderboardKeys.audit(id ?? ''),
    queryFn: ({ signal }) =>
      callApi(adminAudit, {
        product: productSlug,
        params: { entity: 'contest', id: id! },
        signal,
      }),
    enabled: id !== null,
  });
}
