import { queryOptions, useQuery } from '@tanstack/react-query';
import { ServiceListSchema, api, type Service } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { publicServicesKeys } from './query-keys';

/** GET /{product}/servizi/public_fetchAll: the public catalogue (no session needed). */
export function getPublicServices(productSlug: string, signal?: AbortSignal): Promise<Service[]> {
  return apiRequest(api.publicServices(productSlug), ServiceListSchema, {
    auth: 'none',
    ...(signal ? { signal } : {}),
  });
}

export function publicServicesQueryOptions(productSlug: string) {
  return queryOptions({
    queryKey: publicServicesKeys.list(productSlug),
    queryFn: ({ signal }) => getPublicServices(productSlug, signal),
    staleTime: 60_000,
  });
}

/** The catalogue, shared by the home cards, the price list and the service pages. */
export function usePublicServices() {
  const { productSlug } = usePublicConfig();
  return useQuery(publicServicesQueryOptions(productSlug));
}
