import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminAgencyErase, adminAgencyErasure } from '@portal/shared/routes/admin-erasure';
import { callApi } from '../../../lib/api-call';
import { callWithReauth } from '../../../lib/reauth';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

const erasureKey = (id: string) => [...agencyKeys.detail(id), 'erasure'] as const;

/** GET /v2/{product}/user/admin_erasure/{id}: whether the agency asked, and whether it is done. */
export function useAgencyErasure(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: erasureKey(id),
    queryFn: ({ signal }) =>
      callApi(adminAgencyErasure, { product: productSlug, params: { id }, signal }),
  });
}

/** POST /v2/{product}/user/admin_erase: carries out the erasure (after the identity check). */
export function useEraseAgency() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callWithReauth(adminAgencyErase, { product: productSlug, body: { id } }),
    meta: { successMessage: 'Dati personali cancellati' },
    onSuccess: (_done, id) => {
      void queryClient.invalidateQueries({ queryKey: agencyKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: agencyKeys.audit(id) });
      void queryClient.invalidateQueries({ queryKey: agencyKeys.list() });
    },
  });
}
