import { adminScopes } from '../../../components/admin/query-scopes';
import type { DeskFilters } from '../components/desk-rules';

/** Query keys of the appointments desk. */
export const deskKeys = {
  all: adminScopes.appointments,
  pages: () => [...adminScopes.appointments, 'page'] as const,
  page: (filters: DeskFilters, page: number) =>
    [...adminScopes.appointments, 'page', filters, page] as const,
  audit: (id: string) => adminScopes.audit('appointment', id),
  /** The same list the agency pages load (one cache for admin_getAll). */
  agencies: () => [...adminScopes.agencies, 'list'] as const,
};
