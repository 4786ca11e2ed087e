import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@portal/shared';
import type { AdminLoginStep } from '@portal/shared/contracts/admin-mfa';
import { adminLogin } from '@portal/shared/routes/auth';
import { callApi } from '../../../lib/api-call';

/** POST /admin/login: the password step; the second factor comes next (decision 039). */
export function loginAdmin(body: LoginBody): Promise<AdminLoginStep> {
  return callApi(adminLogin, { body });
}

/** The password step: its answer opens the code step (or the enrolment), never a session. */
export function useLoginAdmin() {
  return useMutation({ mutationFn: loginAdmin, meta: { toastError: false } });
}
