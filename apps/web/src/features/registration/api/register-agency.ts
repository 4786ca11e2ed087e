import { useMutation } from '@tanstack/react-query';
import { REGISTRATION_TEXT, type RegisterBody, type RegisterResponse } from '@portal/shared';
import { register } from '@portal/shared/routes/registration';
import { callApi } from '../../../lib/api-call';
import type { Keyed } from '../../../lib/submission';

/** POST /agenzieUser/register, without session headers, with the submission's key. */
export function registerAgency({
  body,
  idempotencyKey,
}: Keyed<RegisterBody>): Promise<RegisterResponse> {
  return callApi(register, { body, idempotencyKey });
}

/** Toasts 'Registrazione avvenuta. Controlla l'email', or the server's message on failure. */
export function useRegisterAgency() {
  return useMutation({
    mutationFn: registerAgency,
    meta: { successMessage: REGISTRATION_TEXT.registered },
  });
}
