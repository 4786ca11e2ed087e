import type { QueryClient } from '@tanstack/react-query';
import { adminScopes } from '../../../components/admin/query-scopes';
import { referrerKeys } from './query-keys';

/**
 * After a referrer changes: the referrer list, that referrer's trail, and the agency pages
 * (they show the referrer's name); nothing else.
 */
export function invalidateAfterReferrerChange(queryClient: QueryClient, id?: string) {
  void queryClient.invalidateQueries({ queryKey: referrerKeys.list() });
  void queryClient.invalidateQueries({ queryKey: adminScopes.agencies });
  if (id) void queryClient.invalidateQueries({ queryKey: referrerKeys.audit(id) });
}
