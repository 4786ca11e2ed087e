import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Appointment } from '@portal/shared';
import { userAppointments } from '@portal/shared/routes/appointments';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { appointmentKeys } from './query-keys';

/** GET /{product}/appuntamenti/user_fetchAll: scoped by the server, newest first. */
export function getAppointments(productSlug: string, signal?: AbortSignal): Promise<Appointment[]> {
  return callApi(userAppointments, { product: productSlug, signal });
}

export function appointmentsQueryOptions(productSlug: string) {
  return queryOptions({
    queryKey: appointmentKeys.list(productSlug),
    queryFn: ({ signal }) => getAppointments(productSlug, signal),
  });
}

export function useAppointments() {
  const { productSlug } = usePublicConfig();
  return useQuery(appointmentsQueryOptions(productSlug));
}
