import { and, asc, count, desc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
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
  /** Per word, the referrers whose fields hold it (referrersHolding). */
  referrerIds: ReadonlyMap<string, readonly string[]>;
  state: AgencyStateFilter;
  kind: AgencyKindFilter;
  fimaa: boolean;
  /** Only the agencies with an erasure request (GDPR art. 17). */
  erasure?: boolean;
}

export interface AgencyPageParams extends AgencyListWhere {
  sort: AgencySort;
  dir: SortDirection;
  offset: number;
  limit: number;
}

/**
 * The referrers (a few dozen rows) whose folded fields hold each word, read once. The list's
 * query then names them as constants: given as a subquery, PostgreSQL guessed 3,660 matches
 * for any search and walked the created_at index through all 20,000 agencies (50 ms) to
 * fill a page that two rows matched.
 */
export async function referrersHolding(
  db: DbOrTx,
  terms: readonly string[],
): Promise<Map<string, string[]>> {
  const found = new Map(terms.map((t) => [t, [] as string[]]));
  if (terms.length === 0) return found;
  const rows = await db
    .select({ id: referrers.id, text: referrers.searchText })
    .from(referrers)
    .where(or(...terms.map((t) => contains(referrers.searchText, t))));
  for (const row of rows)
    for (const t of terms) if (row.text.includes(t)) found.get(t)!.push(row.id);
  return found;
}

/** A word in the agency's fields, or the agency's referrer is one of those holding it. */
function hasTerm(term: string, referrerIds: readonly string[]): SQL {
  const own = contains(agencies.searchText, term);
  return referrerIds.length > 0 ? or(own, inArray(agencies.referenteId, [...referrerIds]))! : own;
}

export function agencyListCondition(w: AgencyListWhere): SQL | undefined {
  return and(
    w.state ? eq(agencies.state, w.state) : undefined,
    w.kind === 'agenzie' ? eq(agencies.agenteInterno, false) : undefined,
    w.kind === 'interni' ? eq(agencies.agenteInterno, true) : undefined,
    w.fimaa ? eq(agencies.fimaaRegister, true) : undefined,
    w.erasure ? isNotNull(agencies.erasureRequestedAt) : undefined,
    ...w.terms.map((t) => hasTerm(t, w.referrerIds.get(t) ?? [])),
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
