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
 * a trigram index must intersect the long lists of trigrams every row shares. Terms with no
 * word at all match nothing.
 */
export function startsWords(column: SQLWrapper, terms: readonly string[]): SQL {
  return sql`to_tsvector('simple', ${column}) @@ (select string_agg(quote_literal(w) || ':*', ' & ')::tsquery from unnest(tsvector_to_array(to_tsvector('simple', ${terms.join(' ')}))) w)`;
}
