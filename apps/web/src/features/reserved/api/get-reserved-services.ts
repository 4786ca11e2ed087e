import { queryOptions, useQuery } from '@tanstack/react-query';
import { ServiceListSchema, api, type Service } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { reservedKeys } from './query-keys';

/** GET /{product}/servizi/reserveds_fetchAll: the hub's services, in the admin's order. */
export function getReservedServices(productSlug: string, signal?: AbortSignal): Promise<Service[]> {
  return apiRequest(api.reservedServices(productSlug), ServiceListSchema, signal ? { signal } : {});
}

export function reservedServicesQueryOptions(productSlug: string) {
  return queryOptions({
    queryKey: reservedKeys.services(productSlug),
    queryFn: ({ signal }) => getReservedServices(productSlug, signal),
    staleTime: 5 * 60_000,
  });
}

export function useReservedServices() {
  const { productSlug } = usePublicConfig();
  return useQuery(reservedServicesQueryOptions(productSlug));
}
