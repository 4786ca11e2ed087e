import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAppointmentsPage } from '@portal/shared';
import { adminAppointmentDescr } from '@portal/shared/routes/admin-appointments';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { deskKeys } from './query-keys';
import { patchPages } from './toggle-flag';

/** POST /v2/{product}/appuntamenti/admin_descr `{ id, description }`. */
export function useEditDescription() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; description: string }) =>
      callApi(adminAppointmentDescr, { product: productSlug, body }),
    meta: {
      successMessage: 'Descrizione salvata',
      errorMessage: 'Impossibile salvare la descrizione',
    },
    onSuccess: (saved) => {
      const pages = queryClient.getQueriesData<AdminAppointmentsPage>({
        queryKey: deskKeys.pages(),
      });
      for (const [key, page] of patchPages(pages, saved._id, () => saved))
        queryClient.setQueryData(key, page);
      void queryClient.invalidateQueries({ queryKey: deskKeys.audit(saved._id) });
    },
  });
}
