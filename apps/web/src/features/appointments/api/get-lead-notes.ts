import { useQuery } from '@tanstack/react-query';
import { userLeadNotes } from '@portal/shared/routes/lead-notes';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { appointmentKeys } from './query-keys';

/** GET /{product}/appuntamenti/user_notes/{id}: a lead's notes; reading marks them read. */
export function useLeadNotes(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: appointmentKeys.notes(productSlug, id),
    queryFn: ({ signal }) =>
      callApi(userLeadNotes, { product: productSlug, params: { id }, signal }),
  });
}
