import { exactNames, rankNames, type NameIndex } from '@portal/shared/domain/name-search';
import type { SelectOption } from './listbox-keys';

/** At most this many matches are shown while typing, the best ones (decision 096). */
export const MAX_SHOWN = 50;
/** The list's last line when more match than are shown. */
export const KEEP_TYPING_MESSAGE = 'Continua a scrivere per restringere la ricerca.';

/** The field's own message when the text left in it names no option. */
export const notAChoiceMessage = (text: string) =>
  `«${text}» non è tra le scelte: scegline una dall’elenco.`;
/** The same when several options carry that very name. */
export const ambiguousChoiceMessage = (text: string) =>
  `Più scelte si chiamano «${text}»: scegli quella giusta dall’elenco.`;
/** Enter on a text that several options answer: nothing is chosen. */
export const severalMatchMessage = (text: string) =>
  `Più scelte corrispondono a «${text}»: continua a scrivere o sceglila con le frecce.`;

export interface Matches {
  /** Positions of the options to show, best first. */
  shown: number[];
  /** More matched than are shown. */
  cut: boolean;
  /** The one option the text stands for (Enter takes it); undefined while it could be several. */
  only: number | undefined;
}

/**
 * What a searchable select shows for `query` (null: not typing, the list opened on the
 * chosen label, every option so the chosen one is there). Typing: the best MAX_SHOWN by
 * the shared name search. With a server's search (`serverSearch`), those whose label holds
 * the text first, then those it found by a field the label does not show, in its order;
 * an empty choice ('Tutte') only when its label is typed. The option the text stands for:
 * the one named as typed, else the only one whose label holds it (or, with none, the only
 * one the server found).
 */
export function matchOptions(
  index: NameIndex,
  options: readonly SelectOption[],
  query: string | null,
  serverSearch: boolean,
): Matches {
  if (query === null) return { shown: options.map((_, i) => i), cut: false, only: undefined };
  const ranked = rankNames(index, query, MAX_SHOWN + 1);
  const typed = query.trim() !== '';
  const seen = new Set(ranked);
  const found =
    serverSearch && typed
      ? [...ranked, ...options.flatMap((o, i) => (seen.has(i) || o.value === '' ? [] : [i]))]
      : ranked;
  const enabled = (positions: number[]) => positions.filter((p) => !options[p]?.disabled);
  const exact = typed ? enabled(exactNames(index, query)) : [];
  const candidates = !typed
    ? []
    : exact.length > 0
      ? exact
      : enabled(ranked).length > 0
        ? enabled(ranked)
        : enabled(found);
  return {
    shown: found.slice(0, MAX_SHOWN),
    cut: found.length > MAX_SHOWN,
    only: candidates.length === 1 ? candidates[0] : undefined,
  };
}
