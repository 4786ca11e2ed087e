import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminAgency360 } from '@portal/shared/routes/admin-agency360';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/**
 * GET /v2/{product}/user/admin_agency360/{id}?pagina=: the agency's 360° view, with one page
 * of 20 appointments. The page shown stays on screen while the next loads.
 */
export function useAgency360(id: string, page: number) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: agencyKeys.overview(id, page),
    queryFn: ({ signal }) =>
      callApi(adminAgency360, {
        product: productSlug,
        params: { id },
        query: page > 1 ? { pagina: page } : {},
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
