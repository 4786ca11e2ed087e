import { useMutation } from '@tanstack/react-query';
import { adminRecoveryCodes } from '@portal/shared/routes/admin-security';
import { callWithReauth } from '../../../lib/reauth';

/** POST /v2/admin/mfa/recovery-codes: ten new codes, the old ones void. */
export function useRegenerateRecoveryCodes() {
  return useMutation({
    mutationFn: () => callWithReauth(adminRecoveryCodes, {}),
    meta: { successMessage: 'Nuovi codici di recupero creati' },
  });
}
