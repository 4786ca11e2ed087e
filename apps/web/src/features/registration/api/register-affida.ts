import { useMutation } from '@tanstack/react-query';
import { REGISTRATION_TEXT, type AffidaRegisterBody, type RegisterResponse } from '@portal/shared';
import { registerAffida as registerAffidaRoute } from '@portal/shared/routes/registration';
import { callApi } from '../../../lib/api-call';

/** POST /agenzieUser/registerAffida, without session headers. */
export function registerAffida(body: AffidaRegisterBody): Promise<RegisterResponse> {
  return callApi(registerAffidaRoute, { body });
}

/** Toasts 'Registrazione avvenuta.', or the server's message on failure. */
export function useRegisterAffida() {
  return useMutation({
    mutationFn: registerAffida,
    meta: { successMessage: REGISTRATION_TEXT.affidaRegistered },
  });
}
