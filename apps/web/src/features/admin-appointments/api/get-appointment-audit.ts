import { useQuery } from '@tanstack/react-query';
import { adminAudit } from '@portal/shared/routes/admin-agencies';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { deskKeys } from './query-keys';

/** GET /v2/{product}/user/admin_audit/appointment/{id}: the admins' changes to one appointment. */
export function useAppointmentAudit(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: deskKeys.audit(id),
    queryFn: ({ signal }) =>
      callApi(adminAudit, { product: productSlug, params: { entity: 'appointment', id }, signal }),
  });
}
