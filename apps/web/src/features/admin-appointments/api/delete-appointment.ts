import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkSchema, api } from '@portal/shared';
import { adminScopes } from '../../../components/admin/query-scopes';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { deskKeys } from './query-keys';

/** POST /v2/{product}/appuntamenti/admin_delete `{ id }`: audited; the agency's points recomputed. */
export function useDeleteAppointment() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(api.adminAppointmentDelete(productSlug), OkSchema, {
        method: 'POST',
        body: { id },
      }),
    meta: { successMessage: 'Appuntamento Cancellato' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskKeys.pages() });
      void queryClient.invalidateQueries({ queryKey: adminScopes.stats });
    },
  });
}
