import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RequestServiceResponseSchema, api, type RequestServiceResponse } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { reservedKeys } from './query-keys';

/** POST /{product}/servizi/user_richiediServizio: answers the updated agency and its requests. */
export function requestService(
  productSlug: string,
  serviceId: string,
): Promise<RequestServiceResponse> {
  return apiRequest(api.userRequestService(productSlug), RequestServiceResponseSchema, {
    method: 'POST',
    body: { service: serviceId },
  });
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
