import type {
  AgencyExportQuery,
  AgencyKindFilter,
  AgencyListFilter,
  AgencyPageQueryInput,
  AgencySort,
  AgencyStateFilter,
  SortDirection,
} from '@portal/shared';
import { formatNumber } from '@portal/shared/domain/format';

/**
 * The agency list's search, filters, sort and page, as the address and the server's
 * admin_list name them. The server searches, sorts and pages (QUALITY P9).
 */

export type StateFilter = AgencyStateFilter;
export type KindFilter = AgencyKindFilter;
export type Direction = SortDirection;

export interface AgencyListQuery extends Omit<AgencyListFilter, 'fimaa' | 'erasureRequested'> {
  /** 'si': only the agencies that asked to erase their data (?cancellazione=si). */
  erasure: '' | 'si';
  sort: AgencySort;
  dir: Direction;
}

/** The export's query for what the list shows (the names of the page's own address). */
export function exportQuery(filter: AgencyListFilter): AgencyExportQuery {
  return {
    ...(filter.q.trim() ? { q: filter.q } : {}),
    ...(filter.state ? { stato: filter.state } : {}),
    ...(filter.kind ? { tipo: filter.kind } : {}),
    ...(filter.fimaa ? { fimaa: 'si' as const } : {}),
    ...(filter.erasureRequested ? { cancellazione: 'si' as const } : {}),
  };
}

/** What the list shows, as the export's filter. */
export const shownFilter = (query: AgencyListQuery, fimaa: boolean): AgencyListFilter => ({
  q: query.q,
  state: query.state,
  kind: query.kind,
  fimaa,
  erasureRequested: query.erasure === 'si',
});

/** admin_list's query for the page: only what differs from the defaults. */
export function pageQuery(
  query: AgencyListQuery,
  page: number,
  fimaa: boolean,
): AgencyPageQueryInput {
  return {
    ...exportQuery(shownFilter(query, fimaa)),
    ...(query.sort !== 'created' ? { ordina: query.sort } : {}),
    ...(query.dir !== (query.sort === 'created' ? 'desc' : 'asc') ? { verso: query.dir } : {}),
    ...(page > 1 ? { pagina: page } : {}),
  };
}

/** '1 agenzia', '1.234 agenzie'. */
export function agencyCount(total: number): string {
  return total === 1 ? '1 agenzia' : `${formatNumber(total)} agenzie`;
}
