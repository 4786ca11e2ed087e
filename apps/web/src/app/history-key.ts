/**
 * Gives the tab's current history entry a key of its own when it has none.
 *
 * ScrollRestoration keys each saved scroll position by the entry's `key`. An entry the
 * browser opened by itself (a typed address, a link from a mail, any full load) has no key,
 * and React Router calls every such entry 'default': leaving one page at 700 px and loading
 * another address in the same tab then opened the new page 700 px down. React Router's
 * framework mode keys the entry before the router starts; the data router does not, so the
 * app does it here, before creating the router. A reload or a step back keeps the entry's
 * state, so its own position is still restored.
 */
export function keyHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  const current = state !== null && typeof state === 'object' ? state : {};
  if ('key' in current && typeof current.key === 'string' && current.key !== '') return;
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ ...current, key }, '');
}
