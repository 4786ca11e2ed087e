import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ToolDefaults } from '@portal/shared';
import { toolDefaults } from '@portal/shared/routes/tools';
import { callApi } from '../api-call';
import { usePublicConfig } from '../public-config-context';
import { referenceKeys } from './query-keys';

/**
 * The provider changes its conditions from a chosen day: a page open for long refreshes them
 * after four minutes, so a change shows within five (decision 056).
 */
const TOOL_DEFAULTS_STALE_TIME = 4 * 60_000;

/**
 * GET /{product}/strumenti/parametri: the provider's default rate, duration, LTV and income
 * share, read by Display Rata and the Piano D'Acquisto.
 */
export function getToolDefaults(productSlug: string, signal?: AbortSignal): Promise<ToolDefaults> {
  return callApi(toolDefaults, { product: productSlug, signal });
}

export const toolDefaultsQuery = (productSlug: string) =>
  queryOptions({
    queryKey: referenceKeys.toolDefaults(productSlug),
    queryFn: ({ signal }) => getToolDefaults(productSlug, signal),
    staleTime: TOOL_DEFAULTS_STALE_TIME,
  });

export function useToolDefaults() {
  const { productSlug } = usePublicConfig();
  return useQuery(toolDefaultsQuery(productSlug));
}
