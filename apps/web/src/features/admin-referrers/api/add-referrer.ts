import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferrerFieldsInput } from '@portal/shared';
import { adminReferrerAdd } from '@portal/shared/routes/admin-referrers';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import type { Keyed } from '../../../lib/submission';
import { invalidateAfterReferrerChange } from './invalidate';

/** POST /v2/{product}/referenti/admin_add */
export function useAddReferrer() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<ReferrerFieldsInput>) =>
      callApi(adminReferrerAdd, { product: productSlug, body, idempotencyKey }),
    meta: { successMessage: 'Referente Aggiunto' },
    onSuccess: (referrer) => invalidateAfterReferrerChange(queryClient, referrer._id),
  });
}
