import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestServiceResponse } from '@portal/shared';
import { userRequestService } from '@portal/shared/routes/reserved';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { reservedKeys } from './query-keys';

/** POST /{product}/servizi/user_richiediServizio: answers the updated agency and its requests. */
export function requestService(
  productSlug: string,
  serviceId: string,
): Promise<RequestServiceResponse> {
  return callApi(userRequestService, { product: productSlug, body: { service: serviceId } });
}

/** 'Richiedi il servizio': the answer replaces the cached agency and requests. */
export function useRequestService() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) => requestService(productSlug, serviceId),
    meta: { successMessage: 'Richiesta inviata: ti contatteremo a breve.' },
    onSuccess: ({ agenzia, servizi }) => {
      queryClient.setQueryData(reservedKeys.me(productSlug), agenzia);
      queryClient.setQueryData(reservedKeys.requests(productSlug), servizi);
    },
  });
}
