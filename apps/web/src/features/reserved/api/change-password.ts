import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, ChangePasswordResponse } from '@portal/shared';
import { userChangePassword } from '@portal/shared/routes/reserved';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';

/** POST /{product}/user/user_changePassword (password_attuale, password_nuova). */
export function changePassword(
  productSlug: string,
  body: ChangePasswordBody,
): Promise<ChangePasswordResponse> {
  return callApi(userChangePassword, { product: productSlug, body });
}

/** Toasts 'Password Cambiata' (spec section 7); a refusal toasts the server's reason. */
export function useChangePassword() {
  const { productSlug } = usePublicConfig();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(productSlug, body),
    meta: { successMessage: 'Password Cambiata' },
  });
}
