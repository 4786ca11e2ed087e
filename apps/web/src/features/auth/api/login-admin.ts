import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTokens, LoginBody } from '@portal/shared';
import { adminLogin } from '@portal/shared/routes/auth';
import { callApi } from '../../../lib/api-call';
import { startAdminSession } from '../../../lib/session';

/** POST /admin/login: sent without session headers. */
export function loginAdmin(body: LoginBody): Promise<AdminTokens> {
  return callApi(adminLogin, { body });
}

/** Stores the access and refresh tokens (removing any user token). */
export function useLoginAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginAdmin,
    meta: { successMessage: 'Accesso eseguito', toastError: false },
    onSuccess: (tokens) => {
      queryClient.removeQueries();
      startAdminSession(tokens);
    },
  });
}
