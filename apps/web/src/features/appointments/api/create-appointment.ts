import { useMutation } from '@tanstack/react-query';
import { AppointmentSchema, api, type Appointment, type AppointmentCreate } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { useRefreshAfterSave } from '../hooks/use-refresh-after-save';

/** POST /{product}/appuntamenti/user_create (internal agents). */
export function createAppointment(
  productSlug: string,
  body: AppointmentCreate,
): Promise<Appointment> {
  return apiRequest(api.userAppointmentCreate(productSlug), AppointmentSchema, {
    method: 'POST',
    body,
  });
}

/** Toast 'Appuntamento Creato' (spec section 7). */
export function useCreateAppointment() {
  const { productSlug } = usePublicConfig();
  const refresh = useRefreshAfterSave();
  return useMutation({
    mutationFn: (body: AppointmentCreate) => createAppointment(productSlug, body),
    meta: { successMessage: 'Appuntamento Creato' },
    onSuccess: refresh,
  });
}
