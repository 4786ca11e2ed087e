import type { AgencyKind } from '@portal/shared';
import { adminScopes } from '../../../components/admin/query-scopes';
import type { DeskFilters, DeskOrder } from '../components/desk-rules';

/** Query keys of the appointments desk. */
export const deskKeys = {
  all: adminScopes.appointments,
  pages: () => [...adminScopes.appointments, 'page'] as const,
  page: (filters: DeskFilters, page: number, order: DeskOrder) =>
    [...adminScopes.appointments, 'page', filters, page, order] as const,
  audit: (id: string) => adminScopes.audit('appointment', id),
  milestones: (id: string) => [...adminScopes.appointments, 'milestones', id] as const,
  notes: (id: string) => [...adminScopes.appointments, 'notes', id] as const,
  certificates: (id: string) => [...adminScopes.appointments, 'certificates', id] as const,
  notesUnread: () => [...adminScopes.appointments, 'notes-unread'] as const,
  /** The filters' type-ahead, under the agency lists' key (invalidated by every agency save). */
  suggest: (kind: AgencyKind, q: string) =>
    [...adminScopes.agencies, 'list', 'suggest', kind, q] as const,
  /** The agency or agent a filter holds, for its name. */
  choice: (id: string) => [...adminScopes.agencies, 'list', 'choice', id] as const,
};
