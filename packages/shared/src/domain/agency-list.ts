import { matchesSearch, searchableText } from './search';
import type { AGENCY_STATES } from './states';

/**
 * Which agencies the admin list shows for its search and filters, written once for the
 * exports (listaAgenzie.csv and .xlsx), which apply it to the rows they stream. The list
 * itself is searched by the server in SQL over the same fields (decision 041), folded the
 * same way, so a file holds exactly the rows on screen.
 */

/** The list's kind filter: agencies proper, internal agents, or both (''). */
export const AGENCY_KINDS = ['agenzie', 'interni'] as const;
export type AgencyKind = (typeof AGENCY_KINDS)[number];
export type AgencyStateFilter = '' | (typeof AGENCY_STATES)[number];
export type AgencyKindFilter = '' | AgencyKind;

/** The list's sortable columns (?ordina=) and directions (?verso=). */
export const AGENCY_SORTS = ['created', 'nome', 'email', 'comune', 'state'] as const;
export type AgencySort = (typeof AGENCY_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface AgencyListFilter {
  /** The search as typed ('' for none). */
  q: string;
  state: AgencyStateFilter;
  kind: AgencyKindFilter;
  /** Only the agencies registered from the FIMAA form (the FIMAA page). */
  fimaa?: boolean;
  /** Only the agencies that asked to erase their data (decision 051). */
  erasureRequested?: boolean;
}

/** The fields the search and the filters read, as the page's Agency and the server's row both hold them. */
export interface AgencyListFields {
  nome: string;
  regioneSociale: string | null;
  email: string;
  partitaIva: string | null;
  titolare: string | null;
  comune: string | null;
  cap: string | null;
  provincia: string | null;
  referente: { codice: string; nome: string; cognome: string } | null;
  state: string;
  agenteInterno: boolean;
}

/** The folded text the search looks into (build it once per record). */
export function agencySearchText(a: AgencyListFields): string {
  return searchableText([
    a.nome,
    a.regioneSociale,
    a.email,
    a.partitaIva,
    a.titolare,
    a.comune,
    a.cap,
    a.provincia,
    a.referente ? `${a.referente.codice} ${a.referente.nome} ${a.referente.cognome}` : null,
  ]);
}

/**
 * Whether the list shows the agency: its state and kind match the filters and every word
 * of the search is in its folded text. `terms` are `searchTerms(filter.q)`, computed once.
 */
export function agencyShown(
  a: AgencyListFields,
  folded: string,
  filter: Omit<AgencyListFilter, 'q'>,
  terms: readonly string[],
): boolean {
  if (filter.state && a.state !== filter.state) return false;
  if (filter.kind === 'agenzie' && a.agenteInterno) return false;
  if (filter.kind === 'interni' && !a.agenteInterno) return false;
  return matchesSearch(folded, terms);
}
