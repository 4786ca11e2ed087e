import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAgencyUpdate } from '@portal/shared';
import { adminAgencyUpdate } from '@portal/shared/routes/admin-agencies';
import { adminScopes } from '../../../components/admin/query-scopes';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/** POST /v2/{product}/user/admin_update → 'Agenzia Aggiornata'. */
export function useUpdateAgency() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminAgencyUpdate) =>
      callApi(adminAgencyUpdate, { product: productSlug, body }),
    meta: { successMessage: 'Agenzia Aggiornata' },
    onSuccess: (agency) => {
      queryClient.setQueryData(agencyKeys.detail(agency._id), agency);
      void queryClient.invalidateQueries({ queryKey: agencyKeys.list() });
      void queryClient.invalidateQueries({ queryKey: agencyKeys.audit(agency._id) });
      void queryClient.invalidateQueries({ queryKey: adminScopes.stats });
    },
  });
}
