import { useQuery } from '@tanstack/react-query';
import { adminConditions } from '@portal/shared/routes/admin-conditions';
import { callApi } from '../../../lib/api-call';
import { conditionsKeys } from './query-keys';

/** GET /v2/admin/condizioni-mutuo: the conditions in force and every change. */
export function useConditions() {
  return useQuery({
    queryKey: conditionsKeys.page(),
    queryFn: ({ signal }) => callApi(adminConditions, { signal }),
  });
}
