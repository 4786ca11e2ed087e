import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisplayRataSettings } from '@portal/shared';
import { displayRataSettings } from '@portal/shared/routes/tools';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { displayRataKeys } from './query-keys';

/** GET /{product}/strumenti/display-rata: the agency's widget settings. */
export function getDisplayRataSettings(
  productSlug: string,
  signal?: AbortSignal,
): Promise<DisplayRataSettings> {
  return callApi(displayRataSettings, { product: productSlug, signal });
}

export function displayRataSettingsQueryOptions(productSlug: string) {
  return queryOptions({
    queryKey: displayRataKeys.settings(productSlug),
    queryFn: ({ signal }) => getDisplayRataSettings(productSlug, signal),
  });
}

export function useDisplayRataSettings() {
  const { productSlug } = usePublicConfig();
  return useQuery(displayRataSettingsQueryOptions(productSlug));
}
