import { useQuery } from '@tanstack/react-query';
import { adminLeadNotesUnread } from '@portal/shared/routes/lead-notes';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { deskKeys } from './query-keys';

/** GET /v2/{product}/appuntamenti/admin_notesUnread: the agencies' unread notes, per lead. */
export function useNotesUnread() {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: deskKeys.notesUnread(),
    queryFn: ({ signal }) => callApi(adminLeadNotesUnread, { product: productSlug, signal }),
  });
}
