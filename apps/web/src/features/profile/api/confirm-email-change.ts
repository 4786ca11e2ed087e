import { useQuery } from '@tanstack/react-query';
import type { ConfirmEmailResponse } from '@portal/shared';
import { confirmEmailChange as confirmRoute } from '@portal/shared/routes/agency-profile';
import { callApi } from '../../../lib/api-call';
import { profileKeys } from './query-keys';

/** POST /agenzieUser/confirmEmailChange: the mailed link makes the change (token in the body). */
export function confirmEmailChange(token: string): Promise<ConfirmEmailResponse> {
  return callApi(confirmRoute, { body: { token } });
}

/**
 * Asked once per page, as the account verification is: never again on focus, reconnect or
 * remount (a second call would only answer "already done").
 */
export function useConfirmEmailChange(token: string) {
  return useQuery({
    queryKey: profileKeys.confirm(token),
    queryFn: () => confirmEmailChange(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
