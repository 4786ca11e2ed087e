import { useMutation } from '@tanstack/react-query';
import type { Appointment, AppointmentCreate } from '@portal/shared';
import { userAppointmentCreate } from '@portal/shared/routes/appointments';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import type { Keyed } from '../../../lib/submission';
import { useRefreshAfterSave } from '../hooks/use-refresh-after-save';

/** POST /{product}/appuntamenti/user_create (internal agents). */
export function createAppointment(
  productSlug: string,
  { body, idempotencyKey }: Keyed<AppointmentCreate>,
): Promise<Appointment> {
  return callApi(userAppointmentCreate, { product: productSlug, body, idempotencyKey });
}

/** Toast 'Appuntamento Creato' (spec section 7). */
export function useCreateAppointment() {
  const { productSlug } = usePublicConfig();
  const refresh = useRefreshAfterSave();
  return useMutation({
    mutationFn: (input: Keyed<AppointmentCreate>) => createAppointment(productSlug, input),
    meta: { successMessage: 'Appuntamento Creato' },
    onSuccess: refresh,
  });
}
