import { useQuery } from '@tanstack/react-query';
import { AdminServiceSchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { serviceKeys } from './query-keys';

/** GET /v2/{product}/servizi/admin_fetch/{id}: one service for its edit page. */
export function useAdminService(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: serviceKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(api.adminService(productSlug, id), AdminServiceSchema, { signal }),
  });
}
