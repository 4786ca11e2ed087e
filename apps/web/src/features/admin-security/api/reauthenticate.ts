import { useMutation } from '@tanstack/react-query';
import type { ReauthBody } from '@portal/shared/contracts/admin-mfa';
import { adminReauth } from '@portal/shared/routes/admin-security';
import { callApi } from '../../../lib/api-call';

/** POST /v2/admin/reauth: the admin confirms their identity before a dangerous action. */
export function useReauthenticate() {
  return useMutation({
    mutationFn: (body: ReauthBody) => callApi(adminReauth, { body }),
    meta: { toastError: false },
  });
}
