import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralConvertBody, ReferralRefuseBody } from '@portal/shared';
import { adminReferralConvert, adminReferralRefuse } from '@portal/shared/routes/referrals';
import { adminScopes } from '../../../components/admin/query-scopes';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';

/** A decision changes the referrals, the work queue and (a conversion) the appointments. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [adminScopes.referrals, adminScopes.workQueue, adminScopes.appointments])
      void queryClient.invalidateQueries({ queryKey });
  };
}

/** POST admin_convert: the referral becomes an Inserito appointment. */
export function useAdminConvertReferral() {
  const { productSlug } = usePublicConfig();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ReferralConvertBody) =>
      callApi(adminReferralConvert, { product: productSlug, body }),
    meta: { successMessage: 'Segnalazione convertita in appuntamento', toastError: false },
    onSettled: refresh,
  });
}

/** POST admin_refuse: the referral is refused with the reason its agency reads. */
export function useAdminRefuseReferral() {
  const { productSlug } = usePublicConfig();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ReferralRefuseBody) =>
      callApi(adminReferralRefuse, { product: productSlug, body }),
    meta: { successMessage: 'Segnalazione rifiutata', toastError: false },
    onSettled: refresh,
  });
}
