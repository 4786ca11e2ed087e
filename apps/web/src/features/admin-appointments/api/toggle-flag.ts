import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAppointmentsPage, Appointment } from '@portal/shared';
import {
  adminAppointmentContratto,
  adminAppointmentPayed,
  adminAppointmentWc,
} from '@portal/shared/routes/admin-appointments';
import { adminScopes } from '../../../components/admin/query-scopes';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { deskKeys } from './query-keys';

export type DeskFlag = 'payed' | 'wc' | 'contratto';

const contractOf = {
  payed: adminAppointmentPayed,
  wc: adminAppointmentWc,
  contratto: adminAppointmentContratto,
} as const satisfies Record<DeskFlag, unknown>;

/** Replaces one appointment in every cached desk page. */
export function patchPages(
  pages: readonly [readonly unknown[], AdminAppointmentsPage | undefined][],
  id: string,
  patch: (a: Appointment) => Appointment,
) {
  return pages.map(([key, page]) => [
    key,
    page && { ...page, appuntamenti: page.appuntamenti.map((a) => (a._id === id ? patch(a) : a)) },
  ]) as [readonly unknown[], AdminAppointmentsPage | undefined][];
}

/**
 * POST admin_payed / admin_wc / admin_contratto `{ id, p }` (spec section 4: each toggle
 * is saved at once). Optimistic: the switch flips now and flips back, with a toast, if
 * the server refuses. Points and the hub follow.
 */
export function useToggleFlag() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, flag, p }: { id: string; flag: DeskFlag; p: boolean }) =>
      callApi(contractOf[flag], { product: productSlug, body: { id, p } }),
    meta: { errorMessage: 'Impossibile salvare la modifica: riprova' },
    onMutate: async ({ id, flag, p }) => {
      // A page on its way would overwrite the flip: it is cancelled, and asked for again
      // once the flip is settled (else a page still loading would never arrive).
      const loading = queryClient
        .getQueryCache()
        .findAll({ queryKey: deskKeys.pages(), fetchStatus: 'fetching' })
        .map((query) => query.queryKey);
      await queryClient.cancelQueries({ queryKey: deskKeys.pages() });
      const previous = queryClient.getQueriesData<AdminAppointmentsPage>({
        queryKey: deskKeys.pages(),
      });
      for (const [key, page] of patchPages(previous, id, (a) => ({ ...a, [flag]: p }))) {
        queryClient.setQueryData(key, page);
      }
      return { previous, loading };
    },
    onError: (_error, _vars, context) => {
      for (const [key, page] of context?.previous ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: (_saved, _error, _vars, context) => {
      for (const queryKey of context?.loading ?? []) {
        void queryClient.invalidateQueries({ queryKey, exact: true });
      }
    },
    onSuccess: (saved) => {
      const pages = queryClient.getQueriesData<AdminAppointmentsPage>({
        queryKey: deskKeys.pages(),
      });
      for (const [key, page] of patchPages(pages, saved._id, () => saved))
        queryClient.setQueryData(key, page);
      void queryClient.invalidateQueries({ queryKey: deskKeys.audit(saved._id) });
      void queryClient.invalidateQueries({ queryKey: adminScopes.stats });
    },
  });
}
