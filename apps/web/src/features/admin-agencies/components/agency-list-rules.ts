import { matchesSearch, searchTerms, searchableText, type Agency } from '@portal/shared';

/** Searching, filtering and sorting the agency list on the page (decisions.md: case- and accent-insensitive). */

export const AGENCY_SORTS = ['created', 'nome', 'email', 'comune', 'state'] as const;
export type AgencySort = (typeof AGENCY_SORTS)[number];
export type Direction = 'asc' | 'desc';
export type StateFilter = '' | Agency['state'];
export type KindFilter = '' | 'agenzie' | 'interni';

export interface AgencyListQuery {
  q: string;
  state: StateFilter;
  kind: KindFilter;
  sort: AgencySort;
  dir: Direction;
}

export interface IndexedAgency {
  agency: Agency;
  /** Folded text of every searchable field, built once per list. */
  text: string;
}

export function indexAgencies(list: readonly Agency[]): IndexedAgency[] {
  return list.map((agency) => ({
    agency,
    text: searchableText([
      agency.nome,
      agency.regioneSociale,
      agency.email,
      agency.partitaIva,
      agency.titolare,
      agency.comune,
      agency.provincia,
      agency.referente
        ? `${agency.referente.codice} ${agency.referente.nome} ${agency.referente.cognome}`
        : null,
    ]),
  }));
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
    .filter(({ agency, text }) => {
      if (query.state && agency.state !== query.state) return false;
      if (query.kind === 'agenzie' && agency.agenteInterno) return false;
      if (query.kind === 'interni' && !agency.agenteInterno) return false;
      return matchesSearch(text, terms);
    })
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
