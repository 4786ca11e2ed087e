import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateLong,
  formatDateTime,
  formatEuro,
  formatEuroWhole,
  formatMonth,
  formatNumber,
  formatPercent,
  formatPrice,
} from './format';

// Intl puts a no-break space before '€': compare on normal spaces.
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('Italian number formatting', () => {
  it('groups four-digit numbers and keeps the asked decimals', () => {
    expect(formatNumber(1500)).toBe('1.500');
    expect(formatNumber(1234567.891, 2)).toBe('1.234.567,89');
  });

  it('drops trailing zeros with maxDecimals and can leave out the grouping', () => {
    expect(formatNumber(3.5, { maxDecimals: 3, grouping: false })).toBe('3,5');
    expect(formatNumber(12345.678, { maxDecimals: 2, grouping: false })).toBe('12345,68');
    expect(formatNumber(1500, { maxDecimals: 2 })).toBe('1.500');
  });

  it('formats integer cents as euro, with a no-break space before the symbol', () => {
    expect(plain(formatEuro(123456))).toBe('1.234,56 €');
    expect(formatEuro(150000)).toBe('1.500,00\u00a0€');
    expect(formatEuroWhole(12345678)).toBe('123.457 €');
  });

  it("shows a price of 0 as 'Gratis', any other as euro", () => {
    expect(formatPrice(0)).toBe('Gratis');
    expect(formatPrice(9900)).toBe('99,00\u00a0€');
    expect(formatPrice(1)).toBe('0,01\u00a0€');
  });

  it('formats rates as percentages', () => {
    expect(formatPercent(0.035, 2)).toBe('3,50%');
    expect(formatPercent(0.02)).toBe('2%');
    expect(formatPercent(0.0025)).toBe('0,25%');
  });
});

describe('Italian date formatting', () => {
  it('shows dates in Europe/Rome, summer and winter time', () => {
    expect(formatDate('2026-03-01T23:30:00Z')).toBe('02/03/2026');
    expect(formatDateTime('2026-07-01T10:05:00Z')).toBe('01/07/2026 12:05');
    expect(formatDateTime('2026-01-15T10:05:00Z')).toBe('15/01/2026 11:05');
  });

  it('writes the first hour after midnight as 00, not 24', () => {
    expect(formatDateTime(new Date('2026-01-01T23:05:00Z'))).toBe('02/01/2026 00:05');
  });

  it('answers an empty text for an invalid date', () => {
    expect(formatDate('non è una data')).toBe('');
    expect(formatDateTime('non è una data')).toBe('');
    expect(formatDateLong('non è una data')).toBe('');
  });

  it('writes long dates and month names in Italian', () => {
    expect(formatDateLong('2026-03-01T10:00:00Z')).toBe('1 marzo 2026');
    expect(formatMonth('2026-03')).toEqual({ short: 'mar', long: 'marzo 2026' });
  });
});

describe('Italian numbers on Intl (decision 089)', () => {
  it('groups from 1.000, where CLDR would group only from 10.000', () => {
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(-1234)).toBe('-1.234');
    expect(formatEuro(100000)).toBe('1.000,00\u00a0€');
    expect(formatPercent(12.5)).toBe('1.250%');
    expect(formatNumber(1000, { grouping: false })).toBe('1000');
  });

  it('rounds the decimal as written, half away from zero', () => {
    expect(formatNumber(1.005, 2)).toBe('1,01');
    expect(formatNumber(2.675, 2)).toBe('2,68');
    expect(formatNumber(-0.5)).toBe('-1');
    expect(formatNumber(0.5)).toBe('1');
    expect(formatPercent(0.000049, 2)).toBe('0,00%');
  });

  it('writes the values that are not amounts as Intl does', () => {
    expect(formatNumber(-0)).toBe('-0');
    expect(formatNumber(NaN)).toBe('NaN');
    expect(formatNumber(-Infinity)).toBe('-∞');
    expect(formatNumber(1e21)).toBe('1.000.000.000.000.000.000.000');
  });

  // Read back with an independent parser: the digits without '.', ',' as the point.
  const readBack = (s: string) =>
    Number(plain(s).replace(/[ €%]/g, '').replace(/\./g, '').replace(',', '.'));

  it('writes every amount of cents so that it reads back, grouped in threes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const text = formatEuro(cents);
        expect(text).toMatch(/^-?\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/);
        expect(Math.round(readBack(text) * 100)).toBe(cents);
        expect(readBack(formatNumber(cents))).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds at the asked decimals, never further than half a unit', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (value, decimals) => {
          const text = formatNumber(value, decimals);
          const fraction = plain(text).split(',')[1] ?? '';
          expect(fraction.length).toBe(decimals);
          expect(Math.abs(readBack(text) - value)).toBeLessThanOrEqual(
            0.5 * 10 ** -decimals + 1e-6,
          );
          const short = formatNumber(value, { maxDecimals: decimals });
          expect(short).not.toMatch(/,\d*0$/);
          expect(readBack(short)).toBeCloseTo(readBack(text), 9);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
