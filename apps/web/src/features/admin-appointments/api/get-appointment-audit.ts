import { useQuery } from '@tanstack/react-query';
import { AuditTrailSchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { deskKeys } from './query-keys';

/** GET /v2/{product}/user/admin_audit/appointment/{id}: the admins' changes to one appointment. */
export function useAppointmentAudit(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: deskKeys.audit(id),
    queryFn: ({ signal }) =>
      apiRequest(api.adminAudit(productSlug, 'appointment', id), AuditTrailSchema, { signal }),
  });
}
