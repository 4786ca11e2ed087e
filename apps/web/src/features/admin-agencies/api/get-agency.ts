import { useQuery } from '@tanstack/react-query';
import { adminAgency } from '@portal/shared/routes/admin-agencies';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/** GET /v2/{product}/user/admin_get/{id}: one agency for its edit page. */
export function useAgency(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: agencyKeys.detail(id),
    queryFn: ({ signal }) => callApi(adminAgency, { product: productSlug, params: { id }, signal }),
  });
}
