import { useQuery } from '@tanstack/react-query';
import { adminReferrals } from '@portal/shared/routes/referrals';
import type { StaffReferralFilter } from '../../../components/referrals/staff-referrals';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { adminReferralKeys } from './query-keys';

/** GET /v2/{product}/segnalazioni/admin_fetchAll?stato=: the agencies' referrals. */
export function useAdminReferrals(stato: StaffReferralFilter) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: adminReferralKeys.list(stato),
    queryFn: ({ signal }) =>
      callApi(adminReferrals, { product: productSlug, query: { stato }, signal }),
  });
}
