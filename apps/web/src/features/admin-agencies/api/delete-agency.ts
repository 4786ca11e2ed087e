import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAgencyDelete } from '@portal/shared/routes/admin-agencies';
import { adminScopes } from '../../../components/admin/query-scopes';
import { callWithReauth } from '../../../lib/reauth';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/** POST /v2/{product}/user/admin_delete → 'Agenzia Cancellata' (409 while it has appointments). */
export function useDeleteAgency() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callWithReauth(adminAgencyDelete, { product: productSlug, body: { id } }),
    meta: { successMessage: 'Agenzia Cancellata' },
    onSuccess: (_ok, id) => {
      queryClient.removeQueries({ queryKey: agencyKeys.detail(id) });
      queryClient.removeQueries({ queryKey: agencyKeys.services(id) });
      void queryClient.invalidateQueries({ queryKey: agencyKeys.list() });
      void queryClient.invalidateQueries({ queryKey: agencyKeys.audit(id) });
      void queryClient.invalidateQueries({ queryKey: adminScopes.stats });
    },
  });
}
