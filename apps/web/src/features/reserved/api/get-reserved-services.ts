import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Service } from '@portal/shared';
import { reservedServices } from '@portal/shared/routes/reserved';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { reservedKeys } from './query-keys';

/** GET /{product}/servizi/reserveds_fetchAll: the hub's services, in the admin's order. */
export function getReservedServices(productSlug: string, signal?: AbortSignal): Promise<Service[]> {
  return callApi(reservedServices, { product: productSlug, signal });
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
