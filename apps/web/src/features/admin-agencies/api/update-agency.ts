import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AgencySchema, api, type AdminAgencyUpdate } from '@portal/shared';
import { adminScopes } from '../../../components/admin/query-scopes';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/** POST /v2/{product}/user/admin_update → 'Agenzia Aggiornata'. */
export function useUpdateAgency() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminAgencyUpdate) =>
      apiRequest(api.adminAgencyUpdate(productSlug), AgencySchema, { method: 'POST', body }),
    meta: { successMessage: 'Agenzia Aggiornata' },
    onSuccess: (agency) => {
      queryClient.setQueryData(agencyKeys.detail(agency._id), agency);
      void queryClient.invalidateQueries({ queryKey: agencyKeys.list() });
      void queryClient.invalidateQueries({ queryKey: agencyKeys.audit(agency._id) });
      void queryClient.invalidateQueries({ queryKey: adminScopes.stats });
    },
  });
}
