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

describe('the hand-written number formatting says what Intl says', () => {
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('it-IT', options);
  // Doubles of every size, the cents and rates the portal handles, the ties of rounding,
  // and the values that are not numbers.
  const anyNumber = fc.oneof(
    fc.double(),
    fc.integer({ min: -1e12, max: 1e12 }).map((n) => n / 100),
    fc.double({ min: -1, max: 1, noNaN: true }),
    fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 1000 + 0.0005),
    fc.constantFrom(
      0,
      -0,
      0.5,
      1.005,
      2.675,
      9.995,
      1e-7,
      -5e-324,
      1e21,
      -1e21,
      Infinity,
      -Infinity,
      NaN,
    ),
  );
  const digits = fc.integer({ min: 0, max: 4 });

  it('formatNumber, with exact and at-most decimals, grouped or not', () => {
    fc.assert(
      fc.property(anyNumber, digits, digits, fc.boolean(), (value, a, b, grouping) => {
        expect(formatNumber(value, { decimals: a, grouping })).toBe(
          intl({
            useGrouping: grouping ? 'always' : false,
            minimumFractionDigits: a,
            maximumFractionDigits: a,
          }).format(value),
        );
        expect(formatNumber(value, { maxDecimals: b, grouping })).toBe(
          intl({
            useGrouping: grouping ? 'always' : false,
            minimumFractionDigits: 0,
            maximumFractionDigits: b,
          }).format(value),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('formatEuro on integer cents', () => {
    const euro = intl({ style: 'currency', currency: 'EUR', useGrouping: 'always' });
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (cents) => {
        expect(formatEuro(cents)).toBe(euro.format(cents / 100));
      }),
      { numRuns: 3000 },
    );
  });

  it('formatPercent with and without decimals', () => {
    fc.assert(
      fc.property(anyNumber, fc.option(digits, { nil: undefined }), (rate, decimals) => {
        expect(formatPercent(rate, decimals)).toBe(
          intl({
            style: 'percent',
            useGrouping: 'always',
            minimumFractionDigits: decimals ?? 0,
            maximumFractionDigits: decimals ?? 2,
          }).format(rate),
        );
      }),
      { numRuns: 3000 },
    );
  });
});
