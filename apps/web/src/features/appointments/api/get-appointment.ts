import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Appointment } from '@portal/shared';
import { userAppointment } from '@portal/shared/routes/appointments';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { appointmentKeys } from './query-keys';

/** GET /{product}/appuntamenti/user_fetchOne/{id}: 404 outside the caller's agencies. */
export function getAppointment(
  productSlug: string,
  id: string,
  signal?: AbortSignal,
): Promise<Appointment> {
  return callApi(userAppointment, { product: productSlug, params: { id }, signal });
}

export function appointmentQueryOptions(productSlug: string, id: string) {
  return queryOptions({
    queryKey: appointmentKeys.one(productSlug, id),
    queryFn: ({ signal }) => getAppointment(productSlug, id, signal),
  });
}

export function useAppointment(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery(appointmentQueryOptions(productSlug, id));
}
