import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMfaVerifyBody } from '@portal/shared/contracts/admin-mfa';
import { adminLoginVerify } from '@portal/shared/routes/admin-security';
import { callApi } from '../../../lib/api-call';
import { startAdminSession } from '../../../lib/session';

/** POST /admin/login/verify: a code from the app or a recovery code; stores the admin tokens. */
export function useVerifyAdminCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminMfaVerifyBody) => callApi(adminLoginVerify, { body }),
    meta: { successMessage: 'Accesso eseguito', toastError: false },
    onSuccess: (tokens) => {
      queryClient.removeQueries();
      startAdminSession(tokens);
    },
  });
}
