import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminServiceSchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { invalidateCatalogue } from './invalidate-catalogue';
import { serviceKeys } from './query-keys';

/** POST /v2/{product}/servizi/admin_add, multipart (`data` JSON, optional `image` and `pdf`). */
export function useAddService() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formData: FormData) =>
      apiRequest(api.adminServiceAdd(productSlug), AdminServiceSchema, {
        method: 'POST',
        formData,
      }),
    meta: { successMessage: 'Servizio Aggiunto', errorMessage: 'Salvataggio non riuscito' },
    onSuccess: (service) => {
      queryClient.setQueryData(serviceKeys.detail(service._id), service);
      invalidateCatalogue(queryClient, service._id);
    },
  });
}
