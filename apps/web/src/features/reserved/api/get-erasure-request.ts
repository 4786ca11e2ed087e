import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ErasureState } from '@portal/shared';
import { userErasureRequest } from '@portal/shared/routes/reserved';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { reservedKeys } from './query-keys';

/** GET /{product}/user/user_erasureRequest: whether the agency asked for erasure, and when. */
export function getErasureRequest(
  productSlug: string,
  signal?: AbortSignal,
): Promise<ErasureState> {
  return callApi(userErasureRequest, { product: productSlug, signal });
}

export function erasureRequestQueryOptions(productSlug: string) {
  return queryOptions({
    queryKey: reservedKeys.erasure(productSlug),
    queryFn: ({ signal }) => getErasureRequest(productSlug, signal),
  });
}

export function useErasureRequest() {
  const { productSlug } = usePublicConfig();
  return useQuery(erasureRequestQueryOptions(productSlug));
}
