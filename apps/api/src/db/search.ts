import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** The LIKE pattern that finds `term` anywhere: its own %, _ and \ match themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column` (a folded search column, db/schema/search.ts) holds `term`; a trigram index serves it. */
export function contains(column: SQLWrapper, term: string): SQL {
  return sql`${column} like ${containsPattern(term)}`;
}

/**
 * Every word of `terms` starts a word of `column` (full-text words of the 'simple'
 * configuration, split by the same parser on both sides): the GIN index on
 * `to_tsvector('simple', column)` serves it as a prefix read of a few index entries, where
 * a trigram index must intersect the long lists of trigrams every row shares. The query is
 * a constant the planner can weigh (to_tsquery is immutable): built inside a subquery, its
 * selectivity was a guess and PostgreSQL walked the created_at index for 23 s instead.
 * Terms without a letter or a digit are no words: alone, they match nothing.
 */
export function startsWords(column: SQLWrapper, terms: readonly string[]): SQL {
  const words = terms.filter((t) => /[\p{L}\p{N}]/u.test(t));
  if (words.length === 0) return sql`false`;
  const query = words.map((w) => `'${w.replace(/[\\']/g, (c) => c + c)}':*`).join(' & ');
  return sql`to_tsvector('simple', ${column}) @@ to_tsquery('simple', ${query})`;
}
