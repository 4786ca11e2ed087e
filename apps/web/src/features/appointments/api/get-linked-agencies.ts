import { queryOptions, useQuery } from '@tanstack/react-query';
import { LinkedAgencyListSchema, api, type LinkedAgency } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { appointmentKeys } from './query-keys';

/** GET /{product}/user/user_agenzieCollegate: the agencies an internal agent works for. */
export function getLinkedAgencies(
  productSlug: string,
  signal?: AbortSignal,
): Promise<LinkedAgency[]> {
  return apiRequest(
    api.userLinkedAgencies(productSlug),
    LinkedAgencyListSchema,
    signal ? { signal } : {},
  );
}

export function linkedAgenciesQueryOptions(productSlug: string) {
  return queryOptions({
    queryKey: appointmentKeys.linkedAgencies(productSlug),
    queryFn: ({ signal }) => getLinkedAgencies(productSlug, signal),
    staleTime: 5 * 60_000,
  });
}

export function useLinkedAgencies() {
  const { productSlug } = usePublicConfig();
  return useQuery(linkedAgenciesQueryOptions(productSlug));
}
