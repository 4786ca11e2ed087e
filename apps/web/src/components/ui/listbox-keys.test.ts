import { describe, expect, it } from 'vitest';
import { foldText } from './listbox-keys';

describe('listbox keys', () => {
  it('folds case and accents', () => {
    expect(foldText('Forlì')).toBe('forli');
    expect(foldText("SANT'ANGELO À È")).toBe("sant'angelo a e");
  });
});
