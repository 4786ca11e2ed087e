import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agency } from '@portal/shared';
import { userFetchMe } from '@portal/shared/routes/auth';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { appointmentKeys } from './query-keys';

/** GET /{product}/user/user_fetchMeFromToken: who is signed in (agency or internal agent). */
export function getAccount(productSlug: string, signal?: AbortSignal): Promise<Agency> {
  return callApi(userFetchMe, { product: productSlug, signal });
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
