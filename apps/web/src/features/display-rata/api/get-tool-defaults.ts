import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ToolDefaults } from '@portal/shared';
import { toolDefaults } from '@portal/shared/routes/tools';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { displayRataKeys } from './query-keys';

/** GET /{product}/strumenti/parametri: the provider's default rate, duration and LTV. */
export function getToolDefaults(productSlug: string, signal?: AbortSignal): Promise<ToolDefaults> {
  return callApi(toolDefaults, { product: productSlug, signal });
}

export function useToolDefaults() {
  const { productSlug } = usePublicConfig();
  return useQuery(
    queryOptions({
      queryKey: displayRataKeys.defaults(productSlug),
      queryFn: ({ signal }) => getToolDefaults(productSlug, signal),
      staleTime: 10 * 60_000,
    }),
  );
}
