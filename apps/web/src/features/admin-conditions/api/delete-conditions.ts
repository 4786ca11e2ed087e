import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminConditionsDelete } from '@portal/shared/routes/admin-conditions';
import { callApi } from '../../../lib/api-call';
import { conditionsKeys } from './query-keys';

/** POST /v2/admin/condizioni-mutuo/elimina: withdraws a change before its day. */
export function useDeleteConditions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(adminConditionsDelete, { body: { id } }),
    meta: { successMessage: 'Modifica programmata eliminata' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conditionsKeys.all }),
  });
}
