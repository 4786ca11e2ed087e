import { useQuery } from '@tanstack/react-query';
import { adminServices } from '@portal/shared/routes/services';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { serviceKeys } from './query-keys';

/** GET /v2/{product}/servizi/admin_fetchAll: every service, in the catalogue's order. */
export function useAdminServices() {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: serviceKeys.list(),
    queryFn: ({ signal }) => callApi(adminServices, { product: productSlug, signal }),
  });
}
