import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadMilestoneSaveBody } from '@portal/shared';
import { userLeadMilestoneSave } from '@portal/shared/routes/lead-milestones';
import { isStaleEdit } from '../../../lib/api-error';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { appointmentKeys } from './query-keys';

/** POST /{product}/appuntamenti/user_milestone: the recording agent sets or clears a step. */
export function useSaveAgentStep() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadMilestoneSaveBody) =>
      callApi(userLeadMilestoneSave, { product: productSlug, body }),
    meta: { successMessage: 'Passo della pratica salvato', toastError: false },
    onSuccess: (saved) => {
      queryClient.setQueryData(appointmentKeys.steps(productSlug, saved._id), saved);
      void queryClient.invalidateQueries({
        queryKey: appointmentKeys.timeline(productSlug, saved._id),
      });
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.timelines(productSlug) });
    },
    onError: (error, body) => {
      if (isStaleEdit(error))
        void queryClient.invalidateQueries({
          queryKey: appointmentKeys.steps(productSlug, body.id),
        });
    },
  });
}
