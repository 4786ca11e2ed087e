import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkSchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { invalidateCatalogue } from './invalidate-catalogue';
import { serviceKeys } from './query-keys';

/** POST /v2/{product}/servizi/admin_delete `{ id }`: the service, its requests and its files. */
export function useDeleteService() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(api.adminServiceDelete(productSlug), OkSchema, { method: 'POST', body: { id } }),
    meta: { successMessage: 'Servizio Cancellato' },
    onSuccess: (_ok, id) => {
      queryClient.removeQueries({ queryKey: serviceKeys.detail(id) });
      invalidateCatalogue(queryClient, id);
    },
  });
}
