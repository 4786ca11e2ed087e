import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  UserLoginResponseSchema,
  api,
  type LoginBody,
  type UserLoginResponse,
} from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { startUserSession } from '../../../lib/session';

/** POST /{product}/user/user_login: sent without session headers. */
export function loginUser(productSlug: string, body: LoginBody): Promise<UserLoginResponse> {
  return apiRequest(api.userLogin(productSlug), UserLoginResponseSchema, {
    method: 'POST',
    body,
    auth: 'none',
  });
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
