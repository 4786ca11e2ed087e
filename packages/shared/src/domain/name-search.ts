/**
 * Finding a name as it is typed (decision 096): the choice boxes of the web (comuni,
 * provinces, agencies, tags) and the server's comuni search rank with these functions, so
 * both sides find the same names in the same order. Case, accents, apostrophes and any
 * punctuation are ignored (`forli` finds Forlì, `L Aquila` L'Aquila, `FORLI'` Forlì), and a
 * name may carry other names it is known by (`Reggio Emilia` for Reggio nell'Emilia).
 */

/** 'L’Aquila', "FORLI'" → 'l aquila', 'forli': no accents, lower case, words split by one space. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Each entry's folded names: its label first, then the other names it is known by. */
export type NameIndex = readonly (readonly string[])[];

/** Folds the names once per list, so each keystroke only compares strings. */
export function buildNameIndex(entries: readonly (string | readonly string[])[]): NameIndex {
  return entries.map((entry) => (typeof entry === 'string' ? [entry] : entry).map(foldName));
}

/** How well a folded name answers a folded query: lower is better, null is no match. */
function rankOf(name: string, wanted: string): 0 | 1 | 2 | 3 | null {
  if (name === wanted) return 0;
  if (name.startsWith(wanted)) return 1;
  let at = name.indexOf(wanted);
  if (at < 0) return null;
  // A word of the name starts with it: 'napoli' in 'casalnuovo di napoli', not 'ano' in 'cassano'.
  for (; at >= 0; at = name.indexOf(wanted, at + 1)) if (name[at - 1] === ' ') return 2;
  return 3;
}

function bestRank(names: readonly string[], wanted: string): 0 | 1 | 2 | 3 | null {
  let best: 0 | 1 | 2 | 3 | null = null;
  for (const name of names) {
    const rank = rankOf(name, wanted);
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  return best;
}

/**
 * Positions of the entries a query finds, best first: named exactly as typed, then names
 * starting with it, then a word starting with it, then holding it anywhere; each group in
 * the list's own (alphabetical) order, at most `limit`. 'Roma' gives Roma before Arcinazzo
 * Romano. Every position, in order, for an empty query (at most `limit`).
 */
export function rankNames(index: NameIndex, query: string, limit = Infinity): number[] {
  const wanted = foldName(query);
  if (wanted === '') return index.slice(0, limit).map((_, i) => i);
  const groups: [number[], number[], number[], number[]] = [[], [], [], []];
  for (let i = 0; i < index.length; i += 1) {
    const rank = bestRank(index[i] ?? [], wanted);
    if (rank !== null) groups[rank].push(i);
  }
  return groups.flat().slice(0, limit);
}

/** Positions of the entries with a name equal to the query (its label or another name). */
export function exactNames(index: NameIndex, query: string): number[] {
  const wanted = foldName(query);
  if (wanted === '') return [];
  const found: number[] = [];
  for (let i = 0; i < index.length; i += 1) if (index[i]?.includes(wanted)) found.push(i);
  return found;
}

/**
 * The one entry a query stands for, or undefined while it could be several: the only entry
 * named as typed, else the only entry found at all. 'Roma' is Roma; 'Reggio' is nothing
 * until it is 'Reggio E' (or 'Reggio Emilia').
 */
export function onlyName(index: NameIndex, query: string): number | undefined {
  const exact = exactNames(index, query);
  if (exact.length > 0) return exact.length === 1 ? exact[0] : undefined;
  const found = rankNames(index, query, 2);
  return found.length === 1 ? found[0] : undefined;
}
