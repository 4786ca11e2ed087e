import { useMutation } from '@tanstack/react-query';
import {
  REGISTRATION_TEXT,
  RegisterResponseSchema,
  api,
  type RegisterBody,
  type RegisterResponse,
} from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /agenzieUser/register, without session headers. */
export function registerAgency(body: RegisterBody): Promise<RegisterResponse> {
  return apiRequest(api.register, RegisterResponseSchema, { method: 'POST', body, auth: 'none' });
}

/** Toasts 'Registrazione avvenuta. Controlla l'email', or the server's message on failure. */
export function useRegisterAgency() {
  return useMutation({
    mutationFn: registerAgency,
    meta: { successMessage: REGISTRATION_TEXT.registered },
  });
}
