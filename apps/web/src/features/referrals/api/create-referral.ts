import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralCreate } from '@portal/shared';
import { userReferralCreate } from '@portal/shared/routes/referrals';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import type { Keyed } from '../../../lib/submission';
import { referralKeys } from './query-keys';

/** POST /{product}/segnalazioni/user_create, with the submission's Idempotency-Key. */
export function useCreateReferral() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<ReferralCreate>) =>
      callApi(userReferralCreate, { product: productSlug, body, idempotencyKey }),
    meta: { successMessage: 'Cliente segnalato' },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
