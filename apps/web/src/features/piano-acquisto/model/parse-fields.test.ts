import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, parseAmount, parseYears } from './parse-fields';

describe('the calculator says what is wrong with a value (issue 17, point 9)', () => {
  it('tells a fraction of a year from a duration out of range', () => {
    expect(parseYears('25,5')).toEqual({ error: 'La durata deve essere un numero intero di anni' });
    expect(parseYears('41')).toEqual({ error: 'La durata deve essere tra 5 e 40 anni' });
    expect(parseYears('dieci')).toEqual({ error: 'La durata deve essere tra 5 e 40 anni' });
    expect(parseYears('30')).toEqual({ value: 30 });
  });

  it('gives an amount its limit, and reads 150.00 and 150.000 as a person means them', () => {
    expect(parseAmount('2.000.000.000')).toEqual({
      error: 'L’importo può essere al massimo 1.000.000.000 €',
    });
    expect(parseAmount('-5')).toEqual({ error: 'L’importo non può essere negativo' });
    expect(parseAmount('abc')).toEqual({ error: FIELD_MESSAGES.amount });
    expect(parseAmount('150.00')).toEqual({ value: 15_000 });
    expect(parseAmount('150.000')).toEqual({ value: 15_000_000 });
    expect(parseAmount('1.234,56')).toEqual({ value: 123_456 });
  });
});
