import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAgencyResetPassword } from '@portal/shared/routes/admin-agencies';
import { callWithReauth } from '../../../lib/reauth';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/** POST /v2/{product}/user/admin_resetPassword → 'Password Resettata' (the password is mailed, never shown). */
export function useResetAgencyPassword() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callWithReauth(adminAgencyResetPassword, { product: productSlug, body: { id } }),
    meta: { successMessage: 'Password Resettata' },
    onSuccess: (_ok, id) => void queryClient.invalidateQueries({ queryKey: agencyKeys.audit(id) }),
  });
}
