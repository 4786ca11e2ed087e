import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserServiceListSchema, api, type UserService } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { reservedKeys } from './query-keys';

/** GET /{product}/servizi/user_fetchRichieste: the services this agency has requested. */
export function getServiceRequests(
  productSlug: string,
  signal?: AbortSignal,
): Promise<UserService[]> {
  return apiRequest(
    api.userServiceRequests(productSlug),
    UserServiceListSchema,
    signal ? { signal } : {},
  );
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
