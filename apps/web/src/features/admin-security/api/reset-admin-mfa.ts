import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminResetMfa } from '@portal/shared/routes/admin-security';
import { callWithReauth } from '../../../lib/reauth';
import { securityKeys } from './query-keys';

/** POST /v2/admin/admins/reset-mfa: another admin enrols again at their next login. */
export function useResetAdminMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callWithReauth(adminResetMfa, { body: { id } }),
    meta: { successMessage: 'Secondo fattore azzerato' },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: securityKeys.admins() }),
  });
}
