import { useInfiniteQuery } from '@tanstack/react-query';
import { allPages, nextReferralPage } from '../../../components/referrals/more-referrals';
import type { StaffReferralFilter } from '../../../components/referrals/staff-referrals';
import { userAgentReferrals } from '@portal/shared/routes/referrals';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { referralKeys } from './query-keys';

/** GET /{product}/segnalazioni/user_agentFetchAll: the linked agencies' referrals, 50 at a time. */
export function useAgentReferrals(stato: StaffReferralFilter) {
  const { productSlug } = usePublicConfig();
  return useInfiniteQuery({
    queryKey: referralKeys.agent(productSlug, stato),
    queryFn: ({ signal, pageParam }) =>
      callApi(userAgentReferrals, {
        product: productSlug,
        query: { stato, ...(pageParam ? { prima: pageParam } : {}) },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextReferralPage,
    select: allPages,
  });
}
