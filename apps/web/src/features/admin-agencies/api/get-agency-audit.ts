import { useQuery } from '@tanstack/react-query';
import { AuditTrailSchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/** GET /v2/{product}/user/admin_audit/agency/{id}: the agency's audit trail. */
export function useAgencyAudit(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: agencyKeys.audit(id),
    queryFn: ({ signal }) =>
      apiRequest(api.adminAudit(productSlug, 'agency', id), AuditTrailSchema, { signal }),
  });
}
