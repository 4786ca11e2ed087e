import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAgencyResendInvite } from '@portal/shared/routes/admin-agencies';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/** POST /v2/{product}/user/admin_resendInvitation: a new link is mailed, the old one stops working. */
export function useResendAgencyInvitation() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(adminAgencyResendInvite, { product: productSlug, body: { id } }),
    meta: { successMessage: 'Invito inviato di nuovo' },
    onSuccess: (invitation, id) => {
      queryClient.setQueryData(agencyKeys.invitation(id), invitation);
      void queryClient.invalidateQueries({ queryKey: agencyKeys.audit(id) });
    },
  });
}
