import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Referrer, ReferrerFieldsInput } from '@portal/shared';
import { adminReferrerUpdate } from '@portal/shared/routes/admin-referrers';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { invalidateAfterReferrerChange } from './invalidate';
import { referrerKeys } from './query-keys';

/** POST /v2/{product}/referenti/admin_update */
export function useUpdateReferrer() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferrerFieldsInput & { _id: string; version?: number }) =>
      callApi(adminReferrerUpdate, { product: productSlug, body }),
    meta: { successMessage: 'Referente Aggiornato' },
    onSuccess: (referrer) => {
      // The list shows the saved referrer (its new version) at once: a dialog opened again
      // before the list is read back saves over the right version (decision 028).
      queryClient.setQueryData<Referrer[]>(referrerKeys.list(), (list) =>
        list?.map((r) => (r._id === referrer._id ? referrer : r)),
      );
      invalidateAfterReferrerChange(queryClient, referrer._id);
    },
  });
}
