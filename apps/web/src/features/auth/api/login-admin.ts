import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminTokensSchema, api, type AdminTokens, type LoginBody } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { startAdminSession } from '../../../lib/session';

/** POST /admin/login: sent without session headers. */
export function loginAdmin(body: LoginBody): Promise<AdminTokens> {
  return apiRequest(api.adminLogin, AdminTokensSchema, { method: 'POST', body, auth: 'none' });
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
