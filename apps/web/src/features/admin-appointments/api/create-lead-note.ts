import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLeadNoteCreate } from '@portal/shared/routes/lead-notes';
import type { LeadNotes } from '@portal/shared';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { deskKeys } from './query-keys';

/** POST admin_note, with the submission's Idempotency-Key: a new note on a lead. */
export function useCreateAdminNote() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; testo: string; idempotencyKey: string }) =>
      callApi(adminLeadNoteCreate, {
        product: productSlug,
        body: { id: v.id, testo: v.testo },
        idempotencyKey: v.idempotencyKey,
      }),
    meta: { successMessage: 'Nota inviata' },
    onSuccess: (notes: LeadNotes) => {
      queryClient.setQueryData(deskKeys.notes(notes._id), notes);
      void queryClient.invalidateQueries({ queryKey: deskKeys.notesUnread() });
    },
  });
}
