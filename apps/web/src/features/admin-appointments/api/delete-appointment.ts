import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAppointmentDelete } from '@portal/shared/routes/admin-appointments';
import { adminScopes } from '../../../components/admin/query-scopes';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { deskKeys } from './query-keys';

/** POST /v2/{product}/appuntamenti/admin_delete `{ id }`: audited; the agency's points recomputed. */
export function useDeleteAppointment() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(adminAppointmentDelete, { product: productSlug, body: { id } }),
    meta: { successMessage: 'Appuntamento Cancellato' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskKeys.pages() });
      void queryClient.invalidateQueries({ queryKey: adminScopes.stats });
    },
  });
}
