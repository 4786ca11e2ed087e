import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralConvertBody, ReferralRefuseBody } from '@portal/shared';
import { userAgentReferralConvert, userAgentReferralRefuse } from '@portal/shared/routes/referrals';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { referralKeys } from './query-keys';

/** POST user_agentConvert: the linked agent makes the referral an Inserito appointment. */
export function useAgentConvertReferral() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralConvertBody) =>
      callApi(userAgentReferralConvert, { product: productSlug, body }),
    meta: { successMessage: 'Segnalazione convertita in appuntamento', toastError: false },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}

/** POST user_agentRefuse: the linked agent refuses the referral with a reason. */
export function useAgentRefuseReferral() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralRefuseBody) =>
      callApi(userAgentReferralRefuse, { product: productSlug, body }),
    meta: { successMessage: 'Segnalazione rifiutata', toastError: false },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
