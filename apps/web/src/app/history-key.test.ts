import { describe, expect, it } from 'vitest';
import { keyHistoryEntry } from './history-key';

/** A history whose entry state can be read back. */
function historyWith(state: unknown) {
  const entry = { state };
  return {
    entry,
    history: {
      get state() {
        return entry.state;
      },
      replaceState(next: unknown) {
        entry.state = next;
      },
    } as unknown as History,
  };
}

describe('the key of a history entry opened by a full load', () => {
  it('gives an entry without state a key of its own, each load a different one', () => {
    const first = historyWith(null);
    const second = historyWith(null);
    keyHistoryEntry(first.history);
    keyHistoryEntry(second.history);
    const a = (first.entry.state as { key: string }).key;
    const b = (second.entry.state as { key: string }).key;
    expect(a).toMatch(/^[a-z0-9]+$/);
    expect(a).not.toBe(b);
  });

  it('keeps what the entry holds, and the key of an entry that has one (a reload)', () => {
    const keyed = historyWith({ usr: { from: 'x' }, key: 'abc123', idx: 2 });
    keyHistoryEntry(keyed.history);
    expect(keyed.entry.state).toEqual({ usr: { from: 'x' }, key: 'abc123', idx: 2 });
    const unkeyed = historyWith({ idx: 0 });
    keyHistoryEntry(unkeyed.history);
    expect(unkeyed.entry.state).toMatchObject({ idx: 0, key: expect.any(String) });
  });
});
