import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userLeadNoteEdit } from '@portal/shared/routes/lead-notes';
import type { LeadNoteEditBody, LeadNotes } from '@portal/shared';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { appointmentKeys } from './query-keys';

/** POST user_noteEdit: its author corrects a note within one minute (decision 106). */
export function useEditLeadNote() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadNoteEditBody) =>
      callApi(userLeadNoteEdit, { product: productSlug, body }),
    meta: { successMessage: 'Nota corretta' },
    onSuccess: (notes: LeadNotes) =>
      queryClient.setQueryData(appointmentKeys.notes(productSlug, notes._id), notes),
  });
}
