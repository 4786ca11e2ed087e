import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkedAgency } from '@portal/shared';
import { userLinkedAgencies } from '@portal/shared/routes/reserved';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { appointmentKeys } from './query-keys';

/** GET /{product}/user/user_agenzieCollegate: the agencies an internal agent works for. */
export function getLinkedAgencies(
  productSlug: string,
  signal?: AbortSignal,
): Promise<LinkedAgency[]> {
  return callApi(userLinkedAgencies, { product: productSlug, signal });
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
