import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminServiceSchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { invalidateCatalogue } from './invalidate-catalogue';
import { serviceKeys } from './query-keys';

/** POST /v2/{product}/servizi/admin_update, multipart (`data` JSON with `_id`, optional files). */
export function useUpdateService() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formData: FormData) =>
      apiRequest(api.adminServiceUpdate(productSlug), AdminServiceSchema, {
        method: 'POST',
        formData,
      }),
    meta: { successMessage: 'Servizio Aggiornato', errorMessage: 'Salvataggio non riuscito' },
    onSuccess: (service) => {
      queryClient.setQueryData(serviceKeys.detail(service._id), service);
      invalidateCatalogue(queryClient, service._id);
    },
  });
}
