import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, UserLoginResponse } from '@portal/shared';
import { userLogin } from '@portal/shared/routes/auth';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { startUserSession } from '../../../lib/session';

/** POST /{product}/user/user_login: sent without session headers. */
export function loginUser(productSlug: string, body: LoginBody): Promise<UserLoginResponse> {
  return callApi(userLogin, { product: productSlug, body });
}

/** Stores the user token (removing any admin tokens) and toasts 'Accesso eseguito'. */
export function useLoginUser() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => loginUser(productSlug, body),
    meta: { successMessage: 'Accesso eseguito', toastError: false },
    onSuccess: ({ token }) => {
      queryClient.removeQueries();
      startUserSession(token);
    },
  });
}
