import { queryOptions, useQuery } from '@tanstack/react-query';
import { AgencySchema, api, type Agency } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { pianoKeys } from './query-keys';

/** GET /{product}/user/user_fetchMeFromToken: the signed-in agency (its slug makes the share link). */
export function getMyAgency(productSlug: string, signal?: AbortSignal): Promise<Agency> {
  return apiRequest(api.userFetchMe(productSlug), AgencySchema, signal ? { signal } : {});
}

export function useMyAgency() {
  const { productSlug } = usePublicConfig();
  return useQuery(
    queryOptions({
      queryKey: pianoKeys.me(productSlug),
      queryFn: ({ signal }) => getMyAgency(productSlug, signal),
      staleTime: 5 * 60_000,
    }),
  );
}
