import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReferrerSchema, api, type ReferrerFieldsInput } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { invalidateAfterReferrerChange } from './invalidate';

/** POST /v2/{product}/referenti/admin_add */
export function useAddReferrer() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferrerFieldsInput) =>
      apiRequest(api.adminReferrerAdd(productSlug), ReferrerSchema, { method: 'POST', body }),
    meta: { successMessage: 'Referente Aggiunto' },
    onSuccess: (referrer) => invalidateAfterReferrerChange(queryClient, referrer._id),
  });
}
