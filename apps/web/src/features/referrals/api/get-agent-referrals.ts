import { useQuery } from '@tanstack/react-query';
import type { StaffReferralFilter } from '../../../components/referrals/staff-referrals';
import { userAgentReferrals } from '@portal/shared/routes/referrals';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { referralKeys } from './query-keys';

/** GET /{product}/segnalazioni/user_agentFetchAll: the linked agencies' referrals. */
export function useAgentReferrals(stato: StaffReferralFilter) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: referralKeys.agent(productSlug, stato),
    queryFn: ({ signal }) =>
      callApi(userAgentReferrals, { product: productSlug, query: { stato }, signal }),
  });
}
