import { useInfiniteQuery } from '@tanstack/react-query';
import { userReferrals } from '@portal/shared/routes/referrals';
import { allPages, nextReferralPage } from '../../../components/referrals/more-referrals';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { referralKeys } from './query-keys';

/** GET /{product}/segnalazioni/user_fetchAll: the agency's referrals, newest first, 50 at a time. */
export function useReferrals() {
  const { productSlug } = usePublicConfig();
  return useInfiniteQuery({
    queryKey: referralKeys.mine(productSlug),
    queryFn: ({ signal, pageParam }) =>
      callApi(userReferrals, {
        product: productSlug,
        query: pageParam ? { prima: pageParam } : {},
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextReferralPage,
    select: allPages,
  });
}
