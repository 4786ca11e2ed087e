import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Admin } from '@portal/shared';
import { adminGetMe } from '@portal/shared/routes/auth';
import { callApi } from '../../../lib/api-call';
import { adminKeys } from './query-keys';

/** GET /admin/getMe: the signed-in administrator. */
export function getCurrentAdmin(signal?: AbortSignal): Promise<Admin> {
  return callApi(adminGetMe, { signal });
}

export function currentAdminQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.me(),
    queryFn: ({ signal }) => getCurrentAdmin(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCurrentAdmin() {
  return useQuery(currentAdminQueryOptions());
}
