import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAnsweredOnce } from './use-answered-once';

const pending = { isPending: true };
const done = { isPending: false };

describe('useAnsweredOnce', () => {
  it('waits for every query, then stays true when one is asked again', () => {
    const { result, rerender } = renderHook(
      (queries: { isPending: boolean }[]) => useAnsweredOnce(...queries),
      { initialProps: [pending, done] },
    );
    expect(result.current).toBe(false);
    rerender([done, pending]);
    expect(result.current).toBe(false);
    rerender([done, done]);
    expect(result.current).toBe(true);
    // A failed card's query asked again on mount is pending again: the page stays painted.
    rerender([pending, done]);
    expect(result.current).toBe(true);
  });
});
