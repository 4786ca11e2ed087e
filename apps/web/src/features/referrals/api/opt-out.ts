import { useMutation, useQuery } from '@tanstack/react-query';
import { publicReferralOptOut, publicReferralOptOutCheck } from '@portal/shared/routes/referrals';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { referralKeys } from './query-keys';

/** GET segnalazioni/optOut/{token}: whether the link still works. Reading deletes nothing. */
export function useOptOutCheck(token: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: referralKeys.optOut(token),
    queryFn: ({ signal }) =>
      callApi(publicReferralOptOutCheck, { product: productSlug, params: { token }, signal }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** POST segnalazioni/optOut: the client's button press deletes the referral's data. */
export function useOptOut() {
  const { productSlug } = usePublicConfig();
  return useMutation({
    mutationFn: (token: string) =>
      callApi(publicReferralOptOut, { product: productSlug, body: { token } }),
    meta: { toastError: false },
  });
}
