import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@portal/shared';
import { adminStats } from '@portal/shared/routes/admin-agencies';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { adminKeys } from './query-keys';

/** GET /v2/{product}/user/admin_stats: the hub's figures. */
export function getAdminStats(productSlug: string, signal?: AbortSignal): Promise<AdminStats> {
  return callApi(adminStats, { product: productSlug, signal });
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
