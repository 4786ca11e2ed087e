import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userLeadNoteCreate } from '@portal/shared/routes/lead-notes';
import type { LeadNotes } from '@portal/shared';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { appointmentKeys } from './query-keys';

/** POST user_note, with the submission's Idempotency-Key: a new note on a lead. */
export function useCreateLeadNote() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; testo: string; idempotencyKey: string }) =>
      callApi(userLeadNoteCreate, {
        product: productSlug,
        body: { id: v.id, testo: v.testo },
        idempotencyKey: v.idempotencyKey,
      }),
    meta: { successMessage: 'Nota inviata' },
    onSuccess: (notes: LeadNotes) => {
      queryClient.setQueryData(appointmentKeys.notes(productSlug, notes._id), notes);
    },
  });
}
