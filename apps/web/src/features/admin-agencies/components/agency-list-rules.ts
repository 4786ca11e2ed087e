import {
  agencySearchText,
  agencyShown,
  searchTerms,
  type Agency,
  type AgencyKindFilter,
  type AgencyListFilter,
  type AgencyStateFilter,
} from '@portal/shared';

/**
 * Searching, filtering and sorting the agency list on the page. Which agencies show is the
 * shared rule (domain/agency-list.ts), which the exports apply on the server too.
 */

export const AGENCY_SORTS = ['created', 'nome', 'email', 'comune', 'state'] as const;
export type AgencySort = (typeof AGENCY_SORTS)[number];
export type Direction = 'asc' | 'desc';
export type StateFilter = AgencyStateFilter;
export type KindFilter = AgencyKindFilter;

export interface AgencyListQuery extends AgencyListFilter {
  sort: AgencySort;
  dir: Direction;
}

export interface IndexedAgency {
  agency: Agency;
  /** Folded text of every searchable field, built once per list. */
  text: string;
}

export function indexAgencies(list: readonly Agency[]): IndexedAgency[] {
  return list.map((agency) => ({ agency, text: agencySearchText(agency) }));
}

const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });

function sortKey(a: Agency, sort: AgencySort): string {
  switch (sort) {
    case 'nome':
      return a.nome;
    case 'email':
      return a.email;
    case 'comune':
      return a.comune ?? '';
    case 'state':
      return a.state;
    case 'created':
      return a.created_at;
  }
}

export function queryAgencies(index: readonly IndexedAgency[], query: AgencyListQuery): Agency[] {
  const terms = searchTerms(query.q);
  const rows = index
    .filter(({ agency, text }) => agencyShown(agency, text, query, terms))
    .map(({ agency }) => agency);
  const sign = query.dir === 'asc' ? 1 : -1;
  return rows.sort((a, b) => {
    const byKey =
      query.sort === 'created'
        ? sortKey(a, 'created').localeCompare(sortKey(b, 'created'))
        : collator.compare(sortKey(a, query.sort), sortKey(b, query.sort));
    return byKey !== 0 ? sign * byKey : collator.compare(a.nome, b.nome);
  });
}

/** The export's query for what the list shows (the names of the page's own address). */
export function exportQuery(filter: AgencyListFilter): {
  q?: string;
  stato?: Exclude<StateFilter, ''>;
  tipo?: Exclude<KindFilter, ''>;
} {
  return {
    ...(filter.q.trim() ? { q: filter.q } : {}),
    ...(filter.state ? { stato: filter.state } : {}),
    ...(filter.kind ? { tipo: filter.kind } : {}),
  };
}
