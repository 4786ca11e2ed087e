import { foldText } from './listbox-keys';

/**
 * Folded labels, built once per option list so each keystroke only compares strings.
 */
export function buildSearchIndex(labels: readonly string[]): readonly string[] {
  return labels.map(foldText);
}

/**
 * Positions of the labels containing `query` anywhere, ignoring case and accents
 * ('forli' finds 'Forlì', 'SAN' finds 'Cassano'); all positions for an empty query.
 */
export function filterIndex(index: readonly string[], query: string): number[] {
  const wanted = foldText(query.trim());
  const matches: number[] = [];
  for (let i = 0; i < index.length; i += 1) {
    if (wanted === '' || (index[i] as string).includes(wanted)) matches.push(i);
  }
  return matches;
}
