import { useQuery } from '@tanstack/react-query';
import type { VerifyResponse } from '@portal/shared';
import { verifyAccount as verifyAccountRoute } from '@portal/shared/routes/registration';
import { callApi } from '../../../lib/api-call';

/** GET /agenzieUser/verify/{token}: confirms the account of a mailed link. */
export function verifyAccount(token: string): Promise<VerifyResponse> {
  return callApi(verifyAccountRoute, { params: { token } });
}

/**
 * The link works once, so the call is made once per page: never refetched on focus,
 * reconnect or remount (a second call would answer "already used").
 */
export function useVerifyAccount(token: string) {
  return useQuery({
    queryKey: ['verify-account', token],
    queryFn: () => verifyAccount(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
