/**
 * Search in the admin lists (decisions.md): case- and accent-insensitive, so typing
 * 'ROSSI' finds 'Rossi' and 'forli' finds 'Forlì'. The web and the server fold text
 * with these same functions, so a filter gives the same rows on both sides.
 */

/** 'Forlì  ROSSI' → 'forli rossi': no accents, lower case, single spaces, trimmed. */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query, folded; empty for a blank query. */
export function searchTerms(query: string): string[] {
  const folded = normaliseSearch(query);
  return folded === '' ? [] : folded.split(' ');
}

/**
 * Folds the searchable values of a record once (build it when the list arrives, so each
 * keystroke only compares strings). Null and undefined values are skipped.
 */
export function searchableText(values: readonly (string | null | undefined)[]): string {
  return normaliseSearch(values.filter((v): v is string => typeof v === 'string').join(' '));
}

/** True when every word of the query appears in the folded text (any order); a blank query matches all. */
export function matchesSearch(folded: string, query: string | readonly string[]): boolean {
  const terms = typeof query === 'string' ? searchTerms(query) : query;
  return terms.every((term) => folded.includes(term));
}

/** A query that is a phone number as typed: digits with + . / - and spaces, at least 3 digits. */
const PHONE_QUERY = /^[+]?[0-9][0-9 ./-]*$/;

/**
 * The words the desk's client search looks for. A phone number as typed ('+39 333 12 34')
 * is one word of its digits ('393331234'), because the stored phones are compared by their
 * digits alone; anything else is searchTerms.
 */
export function clientSearchTerms(query: string): string[] {
  const trimmed = query.trim();
  if (PHONE_QUERY.test(trimmed)) {
    const digits = trimmed.replace(/[^0-9]/g, '');
    if (digits.length >= 3) return [digits];
  }
  return searchTerms(query);
}
