import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminSchema, api, type Admin } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /admin/getMe: the signed-in administrator. */
export function getCurrentAdmin(signal?: AbortSignal): Promise<Admin> {
  return apiRequest(api.adminGetMe, AdminSchema, signal ? { signal } : {});
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
