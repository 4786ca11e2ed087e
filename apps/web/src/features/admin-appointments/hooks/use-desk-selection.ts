import { useCallback, useState } from 'react';
import { NOTHING_SELECTED, type DeskSelection } from '../components/bulk-rules';

/**
 * The desk's selection, kept across pages and forgotten when the filters change (`scope`
 * is the filters as text): a selection made under other filters is never acted on.
 */
export function useDeskSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; selection: DeskSelection }>({
    scope,
    selection: NOTHING_SELECTED,
  });
  const selection = state.scope === scope ? state.selection : NOTHING_SELECTED;

  const update = useCallback(
    (next: (current: DeskSelection) => DeskSelection) =>
      setState((s) => ({
        scope,
        selection: next(s.scope === scope ? s.selection : NOTHING_SELECTED),
      })),
    [scope],
  );

  /** Ticks or unticks rows (one, or a page); leaves 'all' for the rows ticked. */
  const setRows = useCallback(
    (ids: readonly string[], on: boolean, pageIds: readonly string[] = ids) =>
      update((current) => {
        const base = current.mode === 'all' ? new Set(pageIds) : new Set(current.ids);
        for (const id of ids) {
          if (on) base.add(id);
          else base.delete(id);
        }
        return { mode: 'ids', ids: base };
      }),
    [update],
  );

  const selectAll = useCallback(() => update(() => ({ mode: 'all' })), [update]);
  const clear = useCallback(() => update(() => NOTHING_SELECTED), [update]);

  const isSelected = (id: string) => selection.mode === 'all' || selection.ids.has(id);

  return { selection, isSelected, setRows, selectAll, clear };
}
