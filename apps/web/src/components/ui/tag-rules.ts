import { buildNameIndex, rankNames } from '@portal/shared/domain/name-search';

/** The text of a new tag: trimmed, without the leading '#' that is only shown. */
export function cleanTag(text: string): string {
  return text.trim().replace(/^#+/, '').trim();
}

/** `tags` with the typed text added; unchanged when it is empty or already there. */
export function addTag(tags: readonly string[], text: string): string[] {
  const tag = cleanTag(text);
  if (tag === '' || tags.includes(tag)) return [...tags];
  return [...tags, tag];
}

/**
 * Suggestions containing the typed text, ignoring case and accents, without the tags
 * already chosen; ranked as the searchable select ranks its options (exact, then
 * starting with it, then anywhere).
 */
export function matchSuggestions(
  suggestions: readonly string[],
  query: string,
  chosen: readonly string[],
): string[] {
  const left = suggestions.filter((suggestion) => !chosen.includes(suggestion));
  return rankNames(buildNameIndex(left), cleanTag(query)).map((i) => left[i] as string);
}
