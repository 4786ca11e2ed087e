import { useQuery } from '@tanstack/react-query';
import { AuditTrailSchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { serviceKeys } from './query-keys';

/** GET /v2/{product}/user/admin_audit/service/{id}: who changed the service, and what. */
export function useServiceAudit(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: serviceKeys.audit(id),
    queryFn: ({ signal }) =>
      apiRequest(api.adminAudit(productSlug, 'service', id), AuditTrailSchema, { signal }),
  });
}
