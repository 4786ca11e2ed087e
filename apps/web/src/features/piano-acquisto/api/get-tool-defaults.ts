import { queryOptions, useQuery } from '@tanstack/react-query';
import { ToolDefaultsSchema, api, type ToolDefaults } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { pianoKeys } from './query-keys';

/** GET /{product}/strumenti/parametri: the provider's default rate, duration, LTV and income share. */
export function getToolDefaults(productSlug: string, signal?: AbortSignal): Promise<ToolDefaults> {
  return apiRequest(api.toolDefaults(productSlug), ToolDefaultsSchema, { auth: 'none', ...(signal ? { signal } : {}) });
}

export function useToolDefaults() {
  const { productSlug } = usePublicConfig();
  return useQuery(
    queryOptions({
      queryKey: pianoKeys.defaults(productSlug),
      queryFn: ({ signal }) => getToolDefaults(productSlug, signal),
      staleTime: 10 * 60_000,
    }),
  );
}
