import { useQuery } from '@tanstack/react-query';
import { ReferrerListSchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { referrerKeys } from './query-keys';

/** GET /v2/{product}/user/referentiAlleare: every referrer, active and not. */
export function useReferrers() {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: referrerKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest(api.adminReferrers(productSlug), ReferrerListSchema, { signal }),
  });
}
