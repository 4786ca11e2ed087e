import { useMutation } from '@tanstack/react-query';
import { ErasureResponseSchema, api, type ErasureResponse } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';

/** POST /{product}/user/user_requestErasure: idempotent; answers the date of the first request. */
export function requestErasure(productSlug: string): Promise<ErasureResponse> {
  return apiRequest(api.userRequestErasure(productSlug), ErasureResponseSchema, { method: 'POST' });
}

export function useRequestErasure() {
  const { productSlug } = usePublicConfig();
  return useMutation({
    mutationFn: () => requestErasure(productSlug),
    meta: { successMessage: 'Richiesta di cancellazione inviata' },
  });
}
