import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminService } from '@portal/shared';
import { adminServiceReorder } from '@portal/shared/routes/services';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { invalidateCatalogue } from './invalidate-catalogue';
import { serviceKeys } from './query-keys';

/**
 * POST /v2/{product}/servizi/admin_reorder `{ ids }`. Optimistic: the list moves at once
 * and goes back (with a toast) if the server refuses.
 */
export function useReorderServices() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: AdminService[]) =>
      callApi(adminServiceReorder, {
        product: productSlug,
        body: { ids: ordered.map((s) => s._id) },
      }),
    meta: { errorMessage: 'Impossibile salvare il nuovo ordine' },
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: serviceKeys.list() });
      const previous = queryClient.getQueryData<AdminService[]>(serviceKeys.list());
      queryClient.setQueryData(
        serviceKeys.list(),
        ordered.map((s, i) => ({ ...s, position: i + 1 })),
      );
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(serviceKeys.list(), context.previous);
    },
    onSuccess: (list) => {
      queryClient.setQueryData(serviceKeys.list(), list);
      invalidateCatalogue(queryClient);
    },
  });
}
