import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReferrerSchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { invalidateAfterReferrerChange } from './invalidate';

/** POST /v2/{product}/referenti/admin_setActive: deactivate or reactivate. */
export function useSetReferrerActive() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; active: boolean }) =>
      apiRequest(api.adminReferrerSetActive(productSlug), ReferrerSchema, { method: 'POST', body }),
    onSuccess: (referrer) => invalidateAfterReferrerChange(queryClient, referrer._id),
  });
}
