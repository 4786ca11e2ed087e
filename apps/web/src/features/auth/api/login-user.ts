import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@portal/shared';
import { onFirstUse } from '../../../lib/on-first-use';
import { usePublicConfig } from '../../../lib/public-config-context';
import { startUserSession } from '../../../lib/session';

/**
 * The call and the contract it parses the answer with (zod and the agency's schema): fetched
 * when the login form is first used, not with the page it is on (QUALITY.md P7).
 */
export const loadLoginCall = onFirstUse(() => import('./login-user-call'));

/** Stores the user token (removing any admin tokens) and toasts 'Accesso eseguito'. */
export function useLoginUser() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => (await loadLoginCall()).loginUser(productSlug, body),
    meta: { successMessage: 'Accesso eseguito', toastError: false },
    onSuccess: ({ token }) => {
      queryClient.removeQueries();
      startUserSession(token);
    },
  });
}
