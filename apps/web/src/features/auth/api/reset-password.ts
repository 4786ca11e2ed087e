import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@portal/shared';
import { resetPassword as resetPasswordRoute } from '@portal/shared/routes/registration';
import { callApi } from '../../../lib/api-call';

/** POST /agenzieUser/resetPassword: sets the new password from a mailed single-use link. */
export function resetPassword(body: ResetPasswordBody): Promise<{ ok: true }> {
  return callApi(resetPasswordRoute, { body });
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
