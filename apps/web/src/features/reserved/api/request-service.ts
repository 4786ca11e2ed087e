import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestServiceResponse } from '@portal/shared';
import { userRequestService } from '@portal/shared/routes/reserved';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import type { Keyed } from '../../../lib/submission';
import { reservedKeys } from './query-keys';

/** POST /{product}/servizi/user_richiediServizio: answers the updated agency and its requests. */
export function requestService(
  productSlug: string,
  { body: serviceId, idempotencyKey }: Keyed<string>,
): Promise<RequestServiceResponse> {
  return callApi(userRequestService, {
    product: productSlug,
    body: { service: serviceId },
    idempotencyKey,
  });
}

/** 'Richiedi il servizio': the answer replaces the cached agency and requests. */
export function useRequestService() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Keyed<string>) => requestService(productSlug, input),
    meta: { successMessage: 'Richiesta inviata: ti contatteremo a breve.' },
    onSuccess: ({ agenzia, servizi }) => {
      queryClient.setQueryData(reservedKeys.me(productSlug), agenzia);
      queryClient.setQueryData(reservedKeys.requests(productSlug), servizi);
    },
  });
}
