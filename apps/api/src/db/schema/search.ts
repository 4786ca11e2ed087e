import { sql, type SQL } from 'drizzle-orm';

/**
 * The admin lists' search (decisions.md: case- and accent-insensitive): the searched fields
 * of a row are folded once, by the database, into a generated column, so a search is a
 * LIKE on one column that a trigram index (pg_trgm) serves. The same SQL on PostgreSQL and
 * PGlite (which loads pg_trgm): no `unaccent`, which PGlite lacks. The query's words are
 * folded in the server by normaliseSearch (packages/shared), which gives the same text for
 * the letters listed here.
 */
const FOLDS: Record<string, string> = {
  a: 'ÀÁÂÃÄÅàáâãäå',
  e: 'ÈÉÊËèéêë',
  i: 'ÌÍÎÏìíîï',
  o: 'ÒÓÔÕÖòóôõö',
  u: 'ÙÚÛÜùúûü',
  c: 'Çç',
  n: 'Ññ',
  y: 'Ýýÿ',
};
export const FOLD_FROM = Object.values(FOLDS).join('');
export const FOLD_TO = Object.entries(FOLDS)
  .map(([plain, accented]) => plain.repeat([...accented].length))
  .join('');

/** `lower(translate(text, accented, plain))` over SQL text: lower case, no accents. */
export function foldedSql(text: string): string {
  return `lower(translate(${text}, '${FOLD_FROM}', '${FOLD_TO}'))`;
}

/** The columns, by their SQL names, joined by one space (a null as ''), then folded. */
export function foldedColumns(...columns: string[]): SQL {
  return sql.raw(foldedSql(columns.map((c) => `coalesce("${c}", '')`).join(` || ' ' || `)));
}
