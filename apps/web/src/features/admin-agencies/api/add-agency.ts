import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAgencyAdd } from '@portal/shared';
import { adminAgencyAdd } from '@portal/shared/routes/admin-agencies';
import { adminScopes } from '../../../components/admin/query-scopes';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import type { Keyed } from '../../../lib/submission';
import { agencyKeys } from './query-keys';

/** POST /v2/{product}/user/admin_add; a failure toasts the server's message (spec section 8). */
export function useAddAgency() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<AdminAgencyAdd>) =>
      callApi(adminAgencyAdd, { product: productSlug, body, idempotencyKey }),
    meta: { successMessage: 'Agenzia Aggiunta' },
    onSuccess: (agency) => {
      queryClient.setQueryData(agencyKeys.detail(agency._id), agency);
      void queryClient.invalidateQueries({ queryKey: agencyKeys.list() });
      void queryClient.invalidateQueries({ queryKey: adminScopes.stats });
    },
  });
}
