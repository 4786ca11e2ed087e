import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLeadNoteEdit } from '@portal/shared/routes/lead-notes';
import type { LeadNoteEditBody, LeadNotes } from '@portal/shared';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { deskKeys } from './query-keys';

/** POST admin_noteEdit: its author corrects a note within one minute (decision 106). */
export function useEditAdminNote() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadNoteEditBody) =>
      callApi(adminLeadNoteEdit, { product: productSlug, body }),
    meta: { successMessage: 'Nota corretta' },
    onSuccess: (notes: LeadNotes) => queryClient.setQueryData(deskKeys.notes(notes._id), notes),
  });
}
