import { useMutation } from '@tanstack/react-query';
import { REGISTRATION_TEXT, type RegisterBody, type RegisterResponse } from '@portal/shared';
import { register } from '@portal/shared/routes/registration';
import { callApi } from '../../../lib/api-call';

/** POST /agenzieUser/register, without session headers. */
export function registerAgency(body: RegisterBody): Promise<RegisterResponse> {
  return callApi(register, { body });
}

/** Toasts 'Registrazione avvenuta. Controlla l'email', or the server's message on failure. */
export function useRegisterAgency() {
  return useMutation({
    mutationFn: registerAgency,
    meta: { successMessage: REGISTRATION_TEXT.registered },
  });
}
