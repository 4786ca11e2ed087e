import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@portal/shared';
import { forgotPassword } from '@portal/shared/routes/registration';
import { callApi } from '../../../lib/api-call';

/** POST /agenzieUser/forgotPassword: the same answer whether or not the e-mail exists. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<{ message: string }> {
  return callApi(forgotPassword, { body });
}

/** The page shows the answer (and any error) itself. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { toastError: false } });
}
