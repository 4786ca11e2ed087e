import { adminScopes } from '../../../components/admin/query-scopes';

/** Query keys of the referrer pages. */
export const referrerKeys = {
  all: adminScopes.referrers,
  list: () => [...adminScopes.referrers, 'list'] as const,
  audit: (id: string) => adminScopes.audit('referrer', id),
};
