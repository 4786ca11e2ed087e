import { useQuery } from '@tanstack/react-query';
import { adminAudit } from '@portal/shared/routes/admin-agencies';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { serviceKeys } from './query-keys';

/** GET /v2/{product}/user/admin_audit/service/{id}: who changed the service, and what. */
export function useServiceAudit(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: serviceKeys.audit(id),
    queryFn: ({ signal }) =>
      callApi(adminAudit, { product: productSlug, params: { entity: 'service', id }, signal }),
  });
}
