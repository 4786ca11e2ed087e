import { useQuery } from '@tanstack/react-query';
import { ReferrerListSchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/** GET /v2/{product}/user/referentiAlleare: the choices of the agency's 'Referente'. */
export function useReferrerChoices() {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: agencyKeys.referrers(),
    queryFn: ({ signal }) =>
      apiRequest(api.adminReferrers(productSlug), ReferrerListSchema, { signal }),
  });
}
