import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type {
  AgencyKindFilter,
  AgencySort,
  AgencyStateFilter,
  SortDirection,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { agencies, referrers } from '../../db/schema/index';
import { contains } from '../../db/search';

/**
 * SQL of the admin agency list, paged by the server (QUALITY P9): the search is a LIKE per
 * word on the folded search columns (trigram indexes); each sort reads its own index.
 */

export interface AgencyListWhere {
  /** Folded words (searchTerms): each is in the agency's fields or its referrer's. */
  terms: readonly string[];
  state: AgencyStateFilter;
  kind: AgencyKindFilter;
  fimaa: boolean;
}

export interface AgencyPageParams extends AgencyListWhere {
  sort: AgencySort;
  dir: SortDirection;
  offset: number;
  limit: number;
}

/**
 * A word in the agency's fields or in its referrer's. The referrer's side is `= any` of the
 * few referrers that match, computed once: PostgreSQL then ORs two index reads (trigrams,
 * referente_id). Written as `in (subquery)` it read the whole table (100 ms at 20,000).
 */
function hasTerm(term: string): SQL {
  return or(
    contains(agencies.searchText, term),
    sql`${agencies.referenteId} = any(array(select ${referrers.id} from ${referrers} where ${contains(referrers.searchText, term)}))`,
  )!;
}

export function agencyListCondition(w: AgencyListWhere): SQL | undefined {
  return and(
    w.state ? eq(agencies.state, w.state) : undefined,
    w.kind === 'agenzie' ? eq(agencies.agenteInterno, false) : undefined,
    w.kind === 'interni' ? eq(agencies.agenteInterno, true) : undefined,
    w.fimaa ? eq(agencies.fimaaRegister, true) : undefined,
    ...w.terms.map(hasTerm),
  );
}

const SORT_COLUMNS = {
  created: agencies.createdAt,
  nome: agencies.nome,
  email: agencies.email,
  comune: agencies.comune,
  state: agencies.state,
} as const;

function orderOf(sort: AgencySort, dir: SortDirection): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  // The id makes the order total, so no agency shows on two pages or on none.
  return [by(SORT_COLUMNS[sort]), by(agencies.id)];
}

export async function countAgencyList(db: DbOrTx, w: AgencyListWhere): Promise<number> {
  const [row] = await db.select({ n: count() }).from(agencies).where(agencyListCondition(w));
  return row?.n ?? 0;
}

/** One page of the list, with each agency's referrer. */
export async function agencyListPage(db: DbOrTx, p: AgencyPageParams) {
  return db
    .select({ agency: agencies, referrer: referrers })
    .from(agencies)
    .leftJoin(referrers, eq(referrers.id, agencies.referenteId))
    .where(agencyListCondition(p))
    .orderBy(...orderOf(p.sort, p.dir))
    .limit(p.limit)
    .offset(p.offset);
}

/** The filters' type-ahead: agencies (or internal agents) whose fields hold every word, by name. */
export async function suggestAgencies(
  db: DbOrTx,
  p: { terms: readonly string[]; kind: AgencyKindFilter; limit: number },
) {
  return db
    .select({
      id: agencies.id,
      nome: agencies.nome,
      email: agencies.email,
      agenteInterno: agencies.agenteInterno,
    })
    .from(agencies)
    .where(
      and(
        p.kind === 'agenzie' ? eq(agencies.agenteInterno, false) : undefined,
        p.kind === 'interni' ? eq(agencies.agenteInterno, true) : undefined,
        ...p.terms.map((t) => contains(agencies.searchText, t)),
      ),
    )
    .orderBy(asc(agencies.nome), asc(agencies.id))
    .limit(p.limit);
}
