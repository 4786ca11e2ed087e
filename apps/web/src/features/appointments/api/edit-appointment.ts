import { useMutation } from '@tanstack/react-query';
import type { Appointment, AppointmentEdit } from '@portal/shared';
import { userAppointmentEdit } from '@portal/shared/routes/appointments';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { useRefreshAfterSave } from '../hooks/use-refresh-after-save';

/** POST /{product}/appuntamenti/user_edit: the whole appointment (internal agents). */
export function editAppointment(productSlug: string, body: AppointmentEdit): Promise<Appointment> {
  return callApi(userAppointmentEdit, { product: productSlug, body });
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
