import { describe, expect, it } from 'vitest';
import { foldText, nextActiveIndex } from './listbox-keys';

describe('listbox keys', () => {
  it('moves with arrows, Home, End and pages, skipping disabled options', () => {
    const disabled = (i: number) => i === 1;
    expect(nextActiveIndex('ArrowDown', -1, 5)).toBe(0);
    expect(nextActiveIndex('ArrowDown', 0, 5, disabled)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 2, 5, disabled)).toBe(0);
    expect(nextActiveIndex('ArrowDown', 4, 5)).toBe(4);
    expect(nextActiveIndex('ArrowUp', -1, 5)).toBe(4);
    expect(nextActiveIndex('Home', 3, 5, (i) => i === 0)).toBe(1);
    expect(nextActiveIndex('End', 0, 5)).toBe(4);
    expect(nextActiveIndex('PageDown', 0, 50)).toBe(10);
    expect(nextActiveIndex('PageUp', 5, 50)).toBe(0);
    expect(nextActiveIndex('x', 0, 5)).toBeNull();
    expect(nextActiveIndex('ArrowDown', -1, 0)).toBeNull();
  });

  it('folds case and accents', () => {
    expect(foldText('Forlì')).toBe('forli');
    expect(foldText("SANT'ANGELO À È")).toBe("sant'angelo a e");
  });
});
