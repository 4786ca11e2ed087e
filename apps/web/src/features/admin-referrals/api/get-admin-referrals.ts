import { useInfiniteQuery } from '@tanstack/react-query';
import { adminReferrals } from '@portal/shared/routes/referrals';
import { allPages, nextReferralPage } from '../../../components/referrals/more-referrals';
import type { StaffReferralFilter } from '../../../components/referrals/staff-referrals';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { adminReferralKeys } from './query-keys';

/** GET /v2/{product}/segnalazioni/admin_fetchAll?stato=&prima=: the agencies' referrals, 50 at a time. */
export function useAdminReferrals(stato: StaffReferralFilter) {
  const { productSlug } = usePublicConfig();
  return useInfiniteQuery({
    queryKey: adminReferralKeys.list(stato),
    queryFn: ({ signal, pageParam }) =>
      callApi(adminReferrals, {
        product: productSlug,
        query: { stato, ...(pageParam ? { prima: pageParam } : {}) },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextReferralPage,
    select: allPages,
  });
}
