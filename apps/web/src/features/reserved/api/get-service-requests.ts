import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserService } from '@portal/shared';
import { userServiceRequests } from '@portal/shared/routes/reserved';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { reservedKeys } from './query-keys';

/** GET /{product}/servizi/user_fetchRichieste: the services this agency has requested. */
export function getServiceRequests(
  productSlug: string,
  signal?: AbortSignal,
): Promise<UserService[]> {
  return callApi(userServiceRequests, { product: productSlug, signal });
}

export function serviceRequestsQueryOptions(productSlug: string) {
  return queryOptions({
    queryKey: reservedKeys.requests(productSlug),
    queryFn: ({ signal }) => getServiceRequests(productSlug, signal),
  });
}

export function useServiceRequests() {
  const { productSlug } = usePublicConfig();
  return useQuery(serviceRequestsQueryOptions(productSlug));
}
