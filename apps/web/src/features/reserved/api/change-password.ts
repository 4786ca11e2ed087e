import { useMutation } from '@tanstack/react-query';
import {
  ChangePasswordResponseSchema,
  api,
  type ChangePasswordBody,
  type ChangePasswordResponse,
} from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';

/** POST /{product}/user/user_changePassword (password_attuale, password_nuova). */
export function changePassword(
  productSlug: string,
  body: ChangePasswordBody,
): Promise<ChangePasswordResponse> {
  return apiRequest(api.userChangePassword(productSlug), ChangePasswordResponseSchema, {
    method: 'POST',
    body,
  });
}

/** Toasts 'Password Cambiata' (spec section 7); a refusal toasts the server's reason. */
export function useChangePassword() {
  const { productSlug } = usePublicConfig();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(productSlug, body),
    meta: { successMessage: 'Password Cambiata' },
  });
}
