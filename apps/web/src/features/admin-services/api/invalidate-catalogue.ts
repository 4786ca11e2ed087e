import type { QueryClient } from '@tanstack/react-query';
import { adminScopes } from '../../../components/admin/query-scopes';
import { CATALOGUE_KEYS, serviceKeys } from './query-keys';

/** After any service change: the admin list, the trail and every cached copy of the catalogue. */
export function invalidateCatalogue(queryClient: QueryClient, id?: string): void {
  void queryClient.invalidateQueries({ queryKey: serviceKeys.list() });
  if (id) void queryClient.invalidateQueries({ queryKey: serviceKeys.audit(id) });
  for (const key of CATALOGUE_KEYS) void queryClient.invalidateQueries({ queryKey: key });
  void queryClient.invalidateQueries({ queryKey: adminScopes.stats });
}
