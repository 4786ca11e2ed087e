import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAccount } from '@portal/shared/contracts/admin-mfa';
import { adminAccounts } from '@portal/shared/routes/admin-security';
import { callApi } from '../../../lib/api-call';
import { securityKeys } from './query-keys';

/** GET /v2/admin/admins: the administrators and whether each has a second factor. */
export function getAdmins(signal?: AbortSignal): Promise<AdminAccount[]> {
  return callApi(adminAccounts, { signal });
}

export function useAdmins() {
  return useQuery(
    queryOptions({ queryKey: securityKeys.admins(), queryFn: ({ signal }) => getAdmins(signal) }),
  );
}
