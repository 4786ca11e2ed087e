import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadMilestoneSaveBody } from '@portal/shared';
import { adminLeadMilestoneSave } from '@portal/shared/routes/lead-milestones';
import { isStaleEdit } from '../../../lib/api-error';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { deskKeys } from './query-keys';

/**
 * POST /v2/{product}/appuntamenti/admin_milestone: a step set to a day or cleared, over the
 * version read. A stale save reloads the steps, so the next try starts from what is saved.
 */
export function useSaveLeadMilestone() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadMilestoneSaveBody) =>
      callApi(adminLeadMilestoneSave, { product: productSlug, body }),
    meta: { successMessage: 'Passo della pratica salvato', toastError: false },
    onSuccess: (saved) => {
      queryClient.setQueryData(deskKeys.milestones(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: deskKeys.audit(saved._id) });
    },
    onError: (error, body) => {
      if (isStaleEdit(error))
        void queryClient.invalidateQueries({ queryKey: deskKeys.milestones(body.id) });
    },
  });
}
