import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HubSummary } from '@portal/shared';
import { userHubSummary } from '@portal/shared/routes/contest';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { reservedKeys } from './query-keys';

/** GET /{product}/contest/user_hubSummary: everything above the hub's tiles, in one call. */
export function getHubSummary(productSlug: string, signal?: AbortSignal): Promise<HubSummary> {
  return callApi(userHubSummary, { product: productSlug, signal });
}

export function hubSummaryQueryOptions(productSlug: string) {
  return queryOptions({
    queryKey: reservedKeys.hubSummary(productSlug),
    queryFn: ({ signal }) => getHubSummary(productSlug, signal),
  });
}

export function useHubSummary() {
  const { productSlug } = usePublicConfig();
  return useQuery(hubSummaryQueryOptions(productSlug));
}
