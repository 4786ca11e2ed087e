import { useQuery } from '@tanstack/react-query';
import { adminAudit } from '@portal/shared/routes/admin-agencies';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/** GET /v2/{product}/user/admin_audit/agency/{id}: the agency's audit trail. */
export function useAgencyAudit(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: agencyKeys.audit(id),
    queryFn: ({ signal }) =>
      callApi(adminAudit, { product: productSlug, params: { entity: 'agency', id }, signal }),
  });
}
