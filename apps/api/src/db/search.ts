import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** The LIKE pattern that finds `term` anywhere: its own %, _ and \ match themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column` (a folded search column, db/schema/search.ts) holds `term`; a trigram index serves it. */
export function contains(column: SQLWrapper, term: string): SQL {
  return sql`${column} like ${containsPattern(term)}`;
}
