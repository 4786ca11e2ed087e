import { useMutation } from '@tanstack/react-query';
import {
  REGISTRATION_TEXT,
  RegisterResponseSchema,
  api,
  type AffidaRegisterBody,
  type RegisterResponse,
} from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /agenzieUser/registerAffida, without session headers. */
export function registerAffida(body: AffidaRegisterBody): Promise<RegisterResponse> {
  return apiRequest(api.registerAffida, RegisterResponseSchema, {
    method: 'POST',
    body,
    auth: 'none',
  });
}

/** Toasts 'Registrazione avvenuta.', or the server's message on failure. */
export function useRegisterAffida() {
  return useMutation({
    mutationFn: registerAffida,
    meta: { successMessage: REGISTRATION_TEXT.affidaRegistered },
  });
}
