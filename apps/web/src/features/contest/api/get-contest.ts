import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserContest } from '@portal/shared';
import { userContest } from '@portal/shared/routes/contest';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { contestKeys } from './query-keys';

/** GET /{product}/contest/user_contest: points, position, the top 10, each appointment's points. */
export function getContest(productSlug: string, signal?: AbortSignal): Promise<UserContest> {
  return callApi(userContest, { product: productSlug, signal });
}

export function contestQueryOptions(productSlug: string) {
  return queryOptions({
    queryKey: contestKeys.page(productSlug),
    queryFn: ({ signal }) => getContest(productSlug, signal),
  });
}

export function useContest() {
  const { productSlug } = usePublicConfig();
  return useQuery(contestQueryOptions(productSlug));
}
