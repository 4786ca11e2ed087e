import { useQuery } from '@tanstack/react-query';
import { adminReferrers } from '@portal/shared/routes/admin-agencies';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { referrerKeys } from './query-keys';

/** GET /v2/{product}/user/referentiAlleare: every referrer, active and not. */
export function useReferrers() {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: referrerKeys.list(),
    queryFn: ({ signal }) => callApi(adminReferrers, { product: productSlug, signal }),
  });
}
