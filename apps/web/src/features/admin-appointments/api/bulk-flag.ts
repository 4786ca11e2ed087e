import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBulkFlagBody } from '@portal/shared';
import { adminAppointmentsBulkFlag } from '@portal/shared/routes/admin-appointments';
import { adminScopes } from '../../../components/admin/query-scopes';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { deskKeys } from './query-keys';

/** What a bulk action sends besides the flag: the ticked ids, or the desk's filters. */
export type BulkSelectionBody = Pick<AdminBulkFlagBody, 'ids' | 'filter'>;

/**
 * POST admin_bulkFlag with `dryRun`: how many of the selection would change (the number the
 * confirmation shows). Changes nothing; its refusal (too many rows) is toasted.
 */
export function useBulkFlagCount() {
  const { productSlug } = usePublicConfig();
  return useMutation({
    mutationFn: (body: Omit<AdminBulkFlagBody, 'dryRun'>) =>
      callApi(adminAppointmentsBulkFlag, {
        product: productSlug,
        body: { ...body, dryRun: true },
      }),
    meta: { errorMessage: 'Impossibile contare gli appuntamenti selezionati: riprova' },
  });
}

/**
 * POST admin_bulkFlag: the flag set on the selection, in one transaction, each changed
 * row audited (decision 054). The key makes a repeat of the same confirmation harmless.
 * The desk's pages, the hub's figures and any open history are read again after it.
 */
export function useBulkFlag() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: AdminBulkFlagBody; idempotencyKey: string }) =>
      callApi(adminAppointmentsBulkFlag, { product: productSlug, body, idempotencyKey }),
    meta: { errorMessage: 'Modifica in blocco non riuscita: riprova' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskKeys.pages() });
      void queryClient.invalidateQueries({ queryKey: adminScopes.stats });
      void queryClient.invalidateQueries({ queryKey: adminScopes.workQueue });
      // Every appointment's history (the keys of adminScopes.audit, without the id).
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit', 'appointment'] });
    },
  });
}
