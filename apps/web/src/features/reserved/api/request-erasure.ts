import { useMutation } from '@tanstack/react-query';
import type { ErasureResponse } from '@portal/shared';
import { userRequestErasure } from '@portal/shared/routes/reserved';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';

/** POST /{product}/user/user_requestErasure: idempotent; answers the date of the first request. */
export function requestErasure(productSlug: string): Promise<ErasureResponse> {
  return callApi(userRequestErasure, { product: productSlug });
}

export function useRequestErasure() {
  const { productSlug } = usePublicConfig();
  return useMutation({
    mutationFn: () => requestErasure(productSlug),
    meta: { successMessage: 'Richiesta di cancellazione inviata' },
  });
}
