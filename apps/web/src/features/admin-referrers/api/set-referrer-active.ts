import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReferrerSetActive } from '@portal/shared/routes/admin-referrers';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { invalidateAfterReferrerChange } from './invalidate';

/** POST /v2/{product}/referenti/admin_setActive: deactivate or reactivate. */
export function useSetReferrerActive() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; active: boolean }) =>
      callApi(adminReferrerSetActive, { product: productSlug, body }),
    onSuccess: (referrer) => invalidateAfterReferrerChange(queryClient, referrer._id),
  });
}
