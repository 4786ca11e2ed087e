import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMfaEnrolBody } from '@portal/shared/contracts/admin-mfa';
import { adminLoginEnrol } from '@portal/shared/routes/admin-security';
import { callApi } from '../../../lib/api-call';
import { startAdminSession } from '../../../lib/session';

/** POST /admin/login/enrol: the first code confirms the second factor; stores the admin tokens. */
export function useEnrolAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminMfaEnrolBody) => callApi(adminLoginEnrol, { body }),
    meta: { successMessage: 'Secondo fattore attivato', toastError: false },
    onSuccess: (answer) => {
      queryClient.removeQueries();
      startAdminSession(answer);
    },
  });
}
