import { adminScopes } from '../../../components/admin/query-scopes';

/** Query keys of the referrer pages. */
export const referrerKeys = {
  all: adminScopes.referrers,
  list: () => [...adminScopes.referrers, 'list'] as const,
  /** One page of the server's list: under list(), so a change refreshes it too. */
  page: (query: object) => [...adminScopes.referrers, 'list', 'page', query] as const,
  audit: (id: string) => adminScopes.audit('referrer', id),
};
