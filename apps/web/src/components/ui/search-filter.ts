import { foldText } from './listbox-keys';

/**
 * Folded labels, built once per option list so each keystroke only compares strings.
 */
export function buildSearchIndex(labels: readonly string[]): readonly string[] {
  return labels.map(foldText);
}

const WORD_BREAK = /[^\p{L}\p{N}]/u;

/** How well a folded label answers a folded query: lower is better, null is no match. */
function rankOf(label: string, wanted: string): 0 | 1 | 2 | 3 | null {
  if (label === wanted) return 0;
  if (label.startsWith(wanted)) return 1;
  let at = label.indexOf(wanted);
  if (at < 0) return null;
  // A word of the label starts with it: 'napoli' in 'casalnuovo di napoli', not 'ano' in 'cassano'.
  for (; at >= 0; at = label.indexOf(wanted, at + 1)) {
    if (WORD_BREAK.test(label[at - 1] ?? '')) return 2;
  }
  return 3;
}

/**
 * Positions of the labels containing `query`, best first, ignoring case, accents and
 * surrounding spaces: the label equal to the query, then the labels starting with it,
 * then those with a word starting with it, then those holding it anywhere; each group
 * keeps the list's own (alphabetical) order. 'Roma' gives Roma before Arcinazzo Romano,
 * 'Napoli' Napoli before Casalnuovo di Napoli. All positions, in order, for an empty query.
 */
export function rankMatches(index: readonly string[], query: string): number[] {
  const wanted = foldText(query.trim());
  if (wanted === '') return index.map((_, i) => i);
  const groups: [number[], number[], number[], number[]] = [[], [], [], []];
  for (let i = 0; i < index.length; i += 1) {
    const rank = rankOf(index[i] as string, wanted);
    if (rank !== null) groups[rank].push(i);
  }
  return groups.flat();
}

/** Positions of the labels equal to `query`, ignoring case, accents and surrounding spaces. */
export function exactMatches(index: readonly string[], query: string): number[] {
  const wanted = foldText(query.trim());
  if (wanted === '') return [];
  const found: number[] = [];
  for (let i = 0; i < index.length; i += 1) if (index[i] === wanted) found.push(i);
  return found;
}
