import { useMutation } from '@tanstack/react-query';
import { adminRecoveryCodes } from '@portal/shared/routes/admin-security';
import { callApi } from '../../../lib/api-call';

/** POST /v2/admin/mfa/recovery-codes: ten new codes, the old ones void. */
export function useRegenerateRecoveryCodes() {
  return useMutation({
    mutationFn: () => callApi(adminRecoveryCodes, {}),
    meta: { successMessage: 'Nuovi codici di recupero creati' },
  });
}
