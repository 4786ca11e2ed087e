import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminLeadNotes } from '@portal/shared/routes/lead-notes';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { deskKeys } from './query-keys';

/**
 * GET /v2/{product}/appuntamenti/admin_notes/{id}: the notes of a lead. Reading them marks
 * the agency's as read for the mediator, so the desk's unread counts are fetched again.
 */
export function useAdminLeadNotes(id: string) {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: deskKeys.notes(id),
    queryFn: async ({ signal }) => {
      const notes = await callApi(adminLeadNotes, { product: productSlug, params: { id }, signal });
      void queryClient.invalidateQueries({ queryKey: deskKeys.notesUnread() });
      return notes;
    },
  });
}
