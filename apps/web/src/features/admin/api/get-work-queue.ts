import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminWorkQueue } from '@portal/shared';
import { adminWorkQueue } from '@portal/shared/routes/service-requests';
import { adminScopes } from '../../../components/admin/query-scopes';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';

/** GET /v2/{product}/user/admin_work_queue: what waits for an admin. */
export function getWorkQueue(productSlug: string, signal?: AbortSignal): Promise<AdminWorkQueue> {
  return callApi(adminWorkQueue, { product: productSlug, signal });
}

export function useWorkQueue() {
  const { productSlug } = usePublicConfig();
  return useQuery(
    queryOptions({
      queryKey: adminScopes.workQueue,
      queryFn: ({ signal }) => getWorkQueue(productSlug, signal),
    }),
  );
}
