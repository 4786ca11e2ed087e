import { useMutation } from '@tanstack/react-query';
import { AppointmentSchema, api, type Appointment, type AppointmentEdit } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { useRefreshAfterSave } from '../hooks/use-refresh-after-save';

/** POST /{product}/appuntamenti/user_edit: the whole appointment (internal agents). */
export function editAppointment(productSlug: string, body: AppointmentEdit): Promise<Appointment> {
  return apiRequest(api.userAppointmentEdit(productSlug), AppointmentSchema, {
    method: 'POST',
    body,
  });
}

/** Toast 'Appuntamento Modificato' (spec section 7). */
export function useEditAppointment() {
  const { productSlug } = usePublicConfig();
  const refresh = useRefreshAfterSave();
  return useMutation({
    mutationFn: (body: AppointmentEdit) => editAppointment(productSlug, body),
    meta: { successMessage: 'Appuntamento Modificato' },
    onSuccess: refresh,
  });
}
