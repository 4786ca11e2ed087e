import { useQuery } from '@tanstack/react-query';
import { adminService } from '@portal/shared/routes/services';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { serviceKeys } from './query-keys';

/** GET /v2/{product}/servizi/admin_fetch/{id}: one service for its edit page. */
export function useAdminService(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: serviceKeys.detail(id),
    queryFn: ({ signal }) =>
      callApi(adminService, { product: productSlug, params: { id }, signal }),
  });
}
