import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailChangeBody, EmailChangeResponse } from '@portal/shared';
import { userEmailChange } from '@portal/shared/routes/agency-profile';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { profileKeys } from './query-keys';

/** POST /{product}/user/user_changeEmail: mails a confirmation link to the new address. */
export function requestEmailChange(
  productSlug: string,
  body: EmailChangeBody,
): Promise<EmailChangeResponse> {
  return callApi(userEmailChange, { product: productSlug, body });
}

export function useRequestEmailChange() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailChangeBody) => requestEmailChange(productSlug, body),
    meta: { successMessage: 'Link di conferma inviato' },
    // The link is made after the answer: the page shows it as pending on its next read.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.detail(productSlug) }),
  });
}
