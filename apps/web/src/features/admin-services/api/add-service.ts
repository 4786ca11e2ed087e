import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminServiceAdd } from '@portal/shared/routes/services';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import type { Keyed } from '../../../lib/submission';
import { invalidateCatalogue } from './invalidate-catalogue';
import { serviceKeys } from './query-keys';

/** POST /v2/{product}/servizi/admin_add, multipart (`data` JSON, optional `image` and `pdf`). */
export function useAddService() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<FormData>) =>
      callApi(adminServiceAdd, { product: productSlug, body, idempotencyKey }),
    meta: { successMessage: 'Servizio Aggiunto', errorMessage: 'Salvataggio non riuscito' },
    onSuccess: (service) => {
      queryClient.setQueryData(serviceKeys.detail(service._id), service);
      invalidateCatalogue(queryClient, service._id);
    },
  });
}
