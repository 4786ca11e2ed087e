import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceRequestTransitionBody } from '@portal/shared';
import { adminServiceRequestTransition } from '@portal/shared/routes/service-requests';
import { adminScopes } from '../../../components/admin/query-scopes';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';

/** POST /v2/{product}/user_servizi/admin_transition: take, complete or refuse a request. */
export function useTransitionServiceRequest() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceRequestTransitionBody) =>
      callApi(adminServiceRequestTransition, { product: productSlug, body }),
    meta: { successMessage: 'Richiesta aggiornata' },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminScopes.serviceRequests });
      await queryClient.invalidateQueries({ queryKey: adminScopes.workQueue });
    },
  });
}
