import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agency } from '@portal/shared';
import { userFetchMe } from '@portal/shared/routes/auth';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { pianoKeys } from './query-keys';

/** GET /{product}/user/user_fetchMeFromToken: the signed-in agency (its slug makes the share link). */
export function getMyAgency(productSlug: string, signal?: AbortSignal): Promise<Agency> {
  return callApi(userFetchMe, { product: productSlug, signal });
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
