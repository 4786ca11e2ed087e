import type { AgencyPageQueryInput, FunnelRankingQuery } from '@portal/shared';
import { adminScopes } from '../../../components/admin/query-scopes';

/** Query keys of the admin agency pages. */
export const agencyKeys = {
  all: adminScopes.agencies,
  /** Every list of agencies: the pages, and the desk's choices (invalidated by each save). */
  list: () => [...adminScopes.agencies, 'list'] as const,
  page: (query: AgencyPageQueryInput) => [...adminScopes.agencies, 'list', 'page', query] as const,
  detail: (id: string) => [...adminScopes.agencies, 'detail', id] as const,
  /** The 360° view: under the record's key, so what invalidates the record refreshes it too. */
  overview: (id: string, page: number) =>
    [...adminScopes.agencies, 'detail', id, '360', page] as const,
  /** The ranking by Display Rata's badge-to-lead rate (decision 115). */
  displayRata: (query: FunnelRankingQuery) =>
    [...adminScopes.agencies, 'display-rata', query] as const,
  services: (id: string) => [...adminScopes.agencies, 'services', id] as const,
  /** Where the agency's invitation stands (decision 059). */
  invitation: (id: string) => [...adminScopes.agencies, 'invitation', id] as const,
  audit: (id: string) => adminScopes.audit('agency', id),
  /** The same list the referrer pages show (one cache, invalidated by their mutations). */
  referrers: () => [...adminScopes.referrers, 'list'] as const,
};
