import { useMutation } from '@tanstack/react-query';
import { REGISTRATION_TEXT, type AffidaRegisterBody, type RegisterResponse } from '@portal/shared';
import { registerAffida as registerAffidaRoute } from '@portal/shared/routes/registration';
import { callApi } from '../../../lib/api-call';
import type { Keyed } from '../../../lib/submission';

/** POST /agenzieUser/registerAffida, without session headers, with the submission's key. */
export function registerAffida({
  body,
  idempotencyKey,
}: Keyed<AffidaRegisterBody>): Promise<RegisterResponse> {
  return callApi(registerAffidaRoute, { body, idempotencyKey });
}

/** Toasts 'Registrazione avvenuta.', or the server's message on failure. */
export function useRegisterAffida() {
  return useMutation({
    mutationFn: registerAffida,
    meta: { successMessage: REGISTRATION_TEXT.affidaRegistered },
  });
}
