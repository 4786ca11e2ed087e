import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agency } from '@portal/shared';
import { userFetchMe } from '@portal/shared/routes/auth';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { reservedKeys } from './query-keys';

/** GET /{product}/user/user_fetchMeFromToken: the signed-in agency. */
export function getCurrentAgency(productSlug: string, signal?: AbortSignal): Promise<Agency> {
  return callApi(userFetchMe, { product: productSlug, signal });
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
