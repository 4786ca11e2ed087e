import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutText } from './cut-text';

describe('cutText', () => {
  it('leaves a short text alone and cuts a long one, with the ellipsis inside the limit', () => {
    expect(cutText('abc', 3)).toBe('abc');
    expect(cutText('abcdef', 4)).toBe('abcd');
    expect(cutText('abcdef', 4, true)).toBe('abc…');
  });

  it('never keeps half of a surrogate pair', () => {
    expect(cutText('ab😀cd', 3)).toBe('ab');
    expect(cutText('ab😀cd', 4, true)).toBe('ab…');
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.integer({ min: 1, max: 30 }),
        (text, max) => {
          const cut = cutText(text, max, max > 1);
          expect(cut.length).toBeLessThanOrEqual(max);
          expect(() => encodeURIComponent(cut)).not.toThrow();
        },
      ),
    );
  });
});
