import { useQuery } from '@tanstack/react-query';
import { adminAudit } from '@portal/shared/routes/admin-agencies';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { referrerKeys } from './query-keys';

/** GET /v2/{product}/user/admin_audit/referrer/{id}: the referrer's audit trail. */
export function useReferrerAudit(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: referrerKeys.audit(id),
    queryFn: ({ signal }) =>
      callApi(adminAudit, { product: productSlug, params: { entity: 'referrer', id }, signal }),
  });
}
