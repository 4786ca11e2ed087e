import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferrerFieldsInput } from '@portal/shared';
import { adminReferrerUpdate } from '@portal/shared/routes/admin-referrers';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { invalidateAfterReferrerChange } from './invalidate';

/** POST /v2/{product}/referenti/admin_update */
export function useUpdateReferrer() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferrerFieldsInput & { _id: string }) =>
      callApi(adminReferrerUpdate, { product: productSlug, body }),
    meta: { successMessage: 'Referente Aggiornato' },
    onSuccess: (referrer) => invalidateAfterReferrerChange(queryClient, referrer._id),
  });
}
