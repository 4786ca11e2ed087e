import { useMutation } from '@tanstack/react-query';
import type { ResendLinkBody } from '@portal/shared';
import { resendVerification } from '@portal/shared/routes/registration';
import { callApi } from '../../../lib/api-call';

/** POST /agenzieUser/resendVerification: the same answer whether or not the e-mail is pending. */
export function requestVerificationResend(body: ResendLinkBody): Promise<{ message: string }> {
  return callApi(resendVerification, { body });
}

/** The page shows the answer (and any error) itself. */
export function useResendVerification() {
  return useMutation({ mutationFn: requestVerificationResend, meta: { toastError: false } });
}
