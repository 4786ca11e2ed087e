import { adminScopes } from '../../../components/admin/query-scopes';

/** Query keys of the admin area's own pages (current admin, hub). */
export const adminKeys = {
  all: ['admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
  stats: () => adminScopes.stats,
};
