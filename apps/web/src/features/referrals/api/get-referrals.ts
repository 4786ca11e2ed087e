import { useQuery } from '@tanstack/react-query';
import { userReferrals } from '@portal/shared/routes/referrals';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { referralKeys } from './query-keys';

/** GET /{product}/segnalazioni/user_fetchAll: the agency's referrals, newest first. */
export function useReferrals() {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: referralKeys.mine(productSlug),
    queryFn: ({ signal }) => callApi(userReferrals, { product: productSlug, signal }),
  });
}
