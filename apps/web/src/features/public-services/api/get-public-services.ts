import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Service } from '@portal/shared';
import { publicServices } from '@portal/shared/routes/services';
import { getErrorMessage } from '../../../lib/api-error';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { publicServicesKeys } from './query-keys';

/** GET /{product}/servizi/public_fetchAll: the public catalogue (no session needed). */
export function getPublicServices(productSlug: string, signal?: AbortSignal): Promise<Service[]> {
  return callApi(publicServices, { product: productSlug, signal });
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

/** The catalogue as the home's sections read it. */
export interface CatalogueState {
  services: Service[] | undefined;
  pending: boolean;
  /** The failure in words, with the given fallback when the answer says nothing; null if none. */
  errorText: (fallback: string) => string | null;
  retry: () => void;
}

/** The catalogue for the home's cards and price list (prefilled on a prerendered page). */
export function usePublicCatalogue(): CatalogueState {
  const query = usePublicServices();
  return {
    services: query.data,
    pending: query.isPending,
    errorText: (fallback) => (query.isError ? getErrorMessage(query.error, fallback) : null),
    retry: () => void query.refetch(),
  };
}
