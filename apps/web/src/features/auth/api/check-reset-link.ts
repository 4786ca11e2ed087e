import { useQuery } from '@tanstack/react-query';
import type { PasswordLinkKind } from '@portal/shared';
import { checkResetLink as checkResetLinkRoute } from '@portal/shared/routes/registration';
import { callApi } from '../../../lib/api-call';

/** POST /agenzieUser/checkResetLink: is the mailed link still usable? Uses nothing up. */
export function checkResetLink(
  token: string,
  kind: PasswordLinkKind = 'reset',
): Promise<{ ok: true }> {
  // A reset link travels as before; only an invitation names its kind.
  return callApi(checkResetLinkRoute, { body: kind === 'reset' ? { token } : { token, kind } });
}

/**
 * Asked each time the reset page opens (nothing kept once it closes: the link may have been
 * used meanwhile), so a used or expired link says so before any password is typed. Not
 * refetched while the page is open: the reset itself checks the link again.
 */
export function useResetLinkCheck(token: string, kind: PasswordLinkKind = 'reset') {
  return useQuery({
    queryKey: ['reset-link', kind, token],
    queryFn: () => checkResetLink(token, kind),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
