import { queryOptions, useQuery } from '@tanstack/react-query';
import { DisplayRataSettingsSchema, api, type DisplayRataSettings } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { displayRataKeys } from './query-keys';

/** GET /{product}/strumenti/display-rata: the agency's widget settings. */
export function getDisplayRataSettings(productSlug: string, signal?: AbortSignal): Promise<DisplayRataSettings> {
  return apiRequest(api.displayRataSettings(productSlug), DisplayRataSettingsSchema, signal ? { signal } : {});
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
