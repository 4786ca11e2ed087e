import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkSchema, api } from '@portal/shared';
import { adminScopes } from '../../../components/admin/query-scopes';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/** POST /v2/{product}/user/admin_delete → 'Agenzia Cancellata' (409 while it has appointments). */
export function useDeleteAgency() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(api.adminAgencyDelete(productSlug), OkSchema, { method: 'POST', body: { id } }),
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
