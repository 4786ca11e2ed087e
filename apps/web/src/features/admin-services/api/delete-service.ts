import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminServiceDelete } from '@portal/shared/routes/services';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { invalidateCatalogue } from './invalidate-catalogue';
import { serviceKeys } from './query-keys';

/** POST /v2/{product}/servizi/admin_delete `{ id }`: the service, its requests and its files. */
export function useDeleteService() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(adminServiceDelete, { product: productSlug, body: { id } }),
    meta: { successMessage: 'Servizio Cancellato' },
    onSuccess: (_ok, id) => {
      queryClient.removeQueries({ queryKey: serviceKeys.detail(id) });
      invalidateCatalogue(queryClient, id);
    },
  });
}
