import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErasureResponse } from '@portal/shared';
import { userRequestErasure } from '@portal/shared/routes/reserved';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { reservedKeys } from './query-keys';

/** POST /{product}/user/user_requestErasure: idempotent; answers the date of the first request. */
export function requestErasure(productSlug: string): Promise<ErasureResponse> {
  return callApi(userRequestErasure, { product: productSlug });
}

/** Asks for erasure; the request's state (user_erasureRequest) becomes the answer at once. */
export function useRequestErasure() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestErasure(productSlug),
    onSuccess: (answer) =>
      queryClient.setQueryData(reservedKeys.erasure(productSlug), {
        stato: 'in_attesa' as const,
        richiestaIl: answer.richiestaIl,
      }),
    meta: { successMessage: 'Richiesta di cancellazione inviata' },
  });
}
