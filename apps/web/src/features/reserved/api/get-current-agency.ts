import { queryOptions, useQuery } from '@tanstack/react-query';
import { AgencySchema, api, type Agency } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { reservedKeys } from './query-keys';

/** GET /{product}/user/user_fetchMeFromToken: the signed-in agency. */
export function getCurrentAgency(productSlug: string, signal?: AbortSignal): Promise<Agency> {
  return apiRequest(api.userFetchMe(productSlug), AgencySchema, signal ? { signal } : {});
}

export function currentAgencyQueryOptions(productSlug: string) {
  return queryOptions({
    queryKey: reservedKeys.me(productSlug),
    queryFn: ({ signal }) => getCurrentAgency(productSlug, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCurrentAgency() {
  const { productSlug } = usePublicConfig();
  return useQuery(currentAgencyQueryOptions(productSlug));
}
