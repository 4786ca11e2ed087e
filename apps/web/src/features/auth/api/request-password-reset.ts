import { useMutation } from '@tanstack/react-query';
import { MessageSchema, api, type ForgotPasswordBody } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /agenzieUser/forgotPassword: the same answer whether or not the e-mail exists. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<{ message: string }> {
  return apiRequest(api.forgotPassword, MessageSchema, { method: 'POST', body, auth: 'none' });
}

/** The page shows the answer (and any error) itself. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { toastError: false } });
}
