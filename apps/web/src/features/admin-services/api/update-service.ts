import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminServiceUpdate } from '@portal/shared/routes/services';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { invalidateCatalogue } from './invalidate-catalogue';
import { serviceKeys } from './query-keys';

/** POST /v2/{product}/servizi/admin_update, multipart (`data` JSON with `_id`, optional files). */
export function useUpdateService() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formData: FormData) =>
      callApi(adminServiceUpdate, { product: productSlug, body: formData }),
    meta: { successMessage: 'Servizio Aggiornato', errorMessage: 'Salvataggio non riuscito' },
    onSuccess: (service) => {
      queryClient.setQueryData(serviceKeys.detail(service._id), service);
      invalidateCatalogue(queryClient, service._id);
    },
  });
}
