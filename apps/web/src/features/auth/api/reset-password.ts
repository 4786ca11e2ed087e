import { useMutation } from '@tanstack/react-query';
import type { PasswordLinkKind, ResetPasswordBody } from '@portal/shared';
import { resetPassword as resetPasswordRoute } from '@portal/shared/routes/registration';
import { callApi } from '../../../lib/api-call';

/** POST /agenzieUser/resetPassword: sets the new password from a mailed single-use link. */
export function resetPassword(body: ResetPasswordBody): Promise<{ ok: true }> {
  return callApi(resetPasswordRoute, { body });
}

const SUCCESS: Record<PasswordLinkKind, string> = {
  reset: 'Password aggiornata: accedi con la nuova password.',
  invite: 'Password salvata: accedi con la tua e-mail e la password scelta.',
};

/** On success every session of the agency has ended: the login opens. */
export function useResetPassword(kind: PasswordLinkKind = 'reset') {
  return useMutation({
    mutationFn: resetPassword,
    meta: {
      successMessage: SUCCESS[kind],
      toastError: false,
    },
  });
}
