import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminStatsSchema, api, type AdminStats } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { adminKeys } from './query-keys';

/** GET /v2/{product}/user/admin_stats: the hub's figures. */
export function getAdminStats(productSlug: string, signal?: AbortSignal): Promise<AdminStats> {
  return apiRequest(api.adminStats(productSlug), AdminStatsSchema, signal ? { signal } : {});
}

export function useAdminStats() {
  const { productSlug } = usePublicConfig();
  return useQuery(
    queryOptions({
      queryKey: adminKeys.stats(),
      queryFn: ({ signal }) => getAdminStats(productSlug, signal),
    }),
  );
}
