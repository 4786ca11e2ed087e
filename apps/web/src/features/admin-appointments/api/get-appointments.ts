import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminAppointments } from '@portal/shared/routes/admin-appointments';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { fetchBody, type DeskFilters, type DeskOrder } from '../components/desk-rules';
import { deskKeys } from './query-keys';

/**
 * POST /v2/{product}/appuntamenti/admin_fetchAll: one page of 25 and the total. The page
 * shown stays on screen while the next one loads.
 */
export function useDeskAppointments(filters: DeskFilters, page: number, order: DeskOrder) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: deskKeys.page(filters, page, order),
    queryFn: ({ signal }) =>
      callApi(adminAppointments, {
        product: productSlug,
        body: fetchBody(filters, page, order),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
