import { useMutation } from '@tanstack/react-query';
import { OkSchema, api, type ResetPasswordBody } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /agenzieUser/resetPassword: sets the new password from a mailed single-use link. */
export function resetPassword(body: ResetPasswordBody): Promise<{ ok: true }> {
  return apiRequest(api.resetPassword, OkSchema, { method: 'POST', body, auth: 'none' });
}

/** On success every session of the agency has ended: the login opens. */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    meta: {
      successMessage: 'Password aggiornata: accedi con la nuova password.',
      toastError: false,
    },
  });
}
