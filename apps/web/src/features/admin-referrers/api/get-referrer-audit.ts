import { useQuery } from '@tanstack/react-query';
import { AuditTrailSchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { referrerKeys } from './query-keys';

/** GET /v2/{product}/user/admin_audit/referrer/{id}: the referrer's audit trail. */
export function useReferrerAudit(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: referrerKeys.audit(id),
    queryFn: ({ signal }) =>
      apiRequest(api.adminAudit(productSlug, 'referrer', id), AuditTrailSchema, { signal }),
  });
}
