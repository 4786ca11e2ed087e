import { useQuery } from '@tanstack/react-query';
import { adminReferrers } from '@portal/shared/routes/admin-agencies';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/** GET /v2/{product}/user/referentiAlleare: the choices of the agency's 'Referente'. */
export function useReferrerChoices() {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: agencyKeys.referrers(),
    queryFn: ({ signal }) => callApi(adminReferrers, { product: productSlug, signal }),
  });
}
