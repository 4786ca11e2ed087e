import { useQuery } from '@tanstack/react-query';
import { checkResetLink as checkResetLinkRoute } from '@portal/shared/routes/registration';
import { callApi } from '../../../lib/api-call';

/** POST /agenzieUser/checkResetLink: is the mailed link still usable? Uses nothing up. */
export function checkResetLink(token: string): Promise<{ ok: true }> {
  return callApi(checkResetLinkRoute, { body: { token } });
}

/**
 * Asked once when the reset page opens, so a used or expired link says so before any
 * password is typed. Not refetched: the reset itself checks the link again.
 */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => checkResetLink(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
