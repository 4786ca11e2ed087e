import { useQuery } from '@tanstack/react-query';
import { checkResetLink as checkResetLinkRoute } from '@portal/shared/routes/registration';
import { callApi } from '../../../lib/api-call';

/** POST /agenzieUser/checkResetLink: is the mailed link still usable? Uses nothing up. */
export function checkResetLink(token: string): Promise<{ ok: true }> {
  return callApi(checkResetLinkRoute, { body: { token } });
}

/**
 * Asked each time the reset page opens (nothing kept once it closes: the link may have been
 * used meanwhile), so a used or expired link says so before any password is typed. Not
 * refetched while the page is open: the reset itself checks the link again.
 */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => checkResetLink(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
