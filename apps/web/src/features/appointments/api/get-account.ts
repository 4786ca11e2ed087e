import { queryOptions, useQuery } from '@tanstack/react-query';
import { AgencySchema, api, type Agency } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { appointmentKeys } from './query-keys';

/** GET /{product}/user/user_fetchMeFromToken: who is signed in (agency or internal agent). */
export function getAccount(productSlug: string, signal?: AbortSignal): Promise<Agency> {
  return apiRequest(api.userFetchMe(productSlug), AgencySchema, signal ? { signal } : {});
}

export function accountQueryOptions(productSlug: string) {
  return queryOptions({
    queryKey: appointmentKeys.account(productSlug),
    queryFn: ({ signal }) => getAccount(productSlug, signal),
    staleTime: 5 * 60_000,
  });
}

export function useAccount() {
  const { productSlug } = usePublicConfig();
  return useQuery(accountQueryOptions(productSlug));
}
