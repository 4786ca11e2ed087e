import { useQuery } from '@tanstack/react-query';
import { adminAgencyServices } from '@portal/shared/routes/admin-agencies';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/** GET /v2/{product}/user_servizi/fetchFromUser/{id}: the agency's service requests. */
export function useAgencyServices(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: agencyKeys.services(id),
    queryFn: ({ signal }) =>
      callApi(adminAgencyServices, { product: productSlug, params: { id }, signal }),
  });
}
