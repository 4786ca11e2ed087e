import {
  AGENCY_PAGE_SIZE,
  AGENCY_SUGGEST_LIMIT,
  searchTerms,
  type AgencyChoice,
  type AgencyPage,
  type AgencyPageQuery,
  type AgencySuggestQuery,
} from '@portal/shared';
import type { ServiceDeps } from '../../lib/service-deps';
import { toAgency } from './agency.mapper';
import {
  agencyListPage,
  countAgencyList,
  referrersHolding,
  suggestAgencies,
} from './agencies-admin.list.queries';

type ListDeps = Pick<ServiceDeps, 'db'>;

/**
 * admin_list: one page of 25 of the agencies the search and filters keep, sorted as asked
 * (newest first by default), and how many they are. A page past the last one is empty.
 */
export async function listAgencyPage(deps: ListDeps, query: AgencyPageQuery): Promise<AgencyPage> {
  const terms = searchTerms(query.q ?? '');
  const where = {
    terms,
    referrerIds: await referrersHolding(deps.db, terms),
    state: query.stato ?? '',
    kind: query.tipo ?? '',
    fimaa: query.fimaa === 'si',
    erasure: query.cancellazione === 'si',
  } as const;
  const sort = query.ordina ?? 'created';
  const dir = query.verso ?? (sort === 'created' ? 'desc' : 'asc');
  const page = query.pagina ?? 1;
  const [total, rows] = await Promise.all([
    countAgencyList(deps.db, where),
    agencyListPage(deps.db, {
      ...where,
      sort,
      dir,
      offset: (page - 1) * AGENCY_PAGE_SIZE,
      limit: AGENCY_PAGE_SIZE,
    }),
  ]);
  return { total, agenzie: rows.map((r) => toAgency(r.agency, r.referrer)) };
}

/** admin_suggest: up to 20 agencies (or internal agents) matching every word typed, by name. */
export async function suggestAgencyChoices(
  deps: ListDeps,
  query: AgencySuggestQuery,
): Promise<AgencyChoice[]> {
  const rows = await suggestAgencies(deps.db, {
    terms: searchTerms(query.q ?? ''),
    kind: query.tipo ?? '',
    limit: AGENCY_SUGGEST_LIMIT,
  });
  return rows.map((r) => ({
    _id: r.id,
    nome: r.nome,
    email: r.email,
    agenteInterno: r.agenteInterno,
  }));
}
