import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatEuro,
  formatPercent,
  parseEuroCents,
  parseItalianNumber,
  parsePercentRate,
} from './parse';

const NBSP = '\u00a0';

describe('parseItalianNumber', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['0,5', 0.5],
    [',5', 0.5],
    ['5,', 5],
    ['250.000', 250000],
    ['1.234.567', 1234567],
    ['1.234.567,89', 1234567.89],
    ['1234.56', 1234.56],
    ['1.5', 1.5],
    ['0.250', 0.25],
    ['1234.567', 1234.567],
    ['1,234.56', 1234.56],
    ['1,234,567', 1234567],
    ['1,234', 1.234],
    ['250000', 250000],
    ['€ 250.000', 250000],
    ['250.000 €', 250000],
    ['1 234,56 €', 1234.56],
    [`1${NBSP}234,56${NBSP}€`, 1234.56],
    ['  42  ', 42],
    ['-1.234,5', -1234.5],
    ['−3,5', -3.5],
    ['+7', 7],
    ['-0', 0],
    ['007', 7],
  ])('reads %j as %d', (text, value) => {
    expect(parseItalianNumber(text)).toBe(value);
  });

  it.each([
    '',
    '   ',
    '€',
    'abc',
    '12a',
    '1.2.3',
    '1.23.456',
    '12.34.567',
    '1,2,3',
    '1.234,56,7',
    '1,234.567.8',
    ',',
    '.',
    '1e5',
    '--1',
    '1-',
    'Infinity',
    'NaN',
  ])('rejects %j', (text) => {
    expect(parseItalianNumber(text)).toBeNull();
  });

  it('reads back every amount formatEuro writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (cents) => {
        expect(parseEuroCents(formatEuro(cents))).toBe(cents);
      }),
      { numRuns: 200 },
    );
  });
});

describe('parseEuroCents', () => {
  it('turns euro text into integer cents', () => {
    expect(parseEuroCents('1.234,56 €')).toBe(123_456);
    expect(parseEuroCents('250.000')).toBe(25_000_000);
    expect(parseEuroCents('0,1')).toBe(10);
    expect(parseEuroCents('19,99')).toBe(1_999);
    expect(parseEuroCents('1.005,07')).toBe(100_507);
  });

  it('refuses more than two decimals and non-numbers', () => {
    expect(parseEuroCents('12,345')).toBeNull();
    expect(parseEuroCents('12.3456')).toBeNull();
    expect(parseEuroCents('dodici')).toBeNull();
  });
});

describe('parsePercentRate', () => {
  it('turns a typed percentage into a decimal rate', () => {
    expect(parsePercentRate('3,5')).toBe(0.035);
    expect(parsePercentRate('3,5 %')).toBe(0.035);
    expect(parsePercentRate('0.25%')).toBe(0.0025);
    expect(parsePercentRate('33')).toBe(0.33);
    expect(parsePercentRate('x')).toBeNull();
  });
});

describe('formatEuro', () => {
  it('writes Italian euro, grouping from 1.000', () => {
    expect(formatEuro(123_456)).toBe(`1.234,56${NBSP}€`);
    expect(formatEuro(75_094)).toBe(`750,94${NBSP}€`);
    expect(formatEuro(25_000_000)).toBe(`250.000,00${NBSP}€`);
    expect(formatEuro(0)).toBe(`0,00${NBSP}€`);
    expect(formatEuro(5)).toBe(`0,05${NBSP}€`);
  });
});

describe('formatPercent', () => {
  it('writes Italian percentages', () => {
    expect(formatPercent(0.035, 2)).toBe('3,50%');
    expect(formatPercent(0.0372)).toBe('3,72%');
    expect(formatPercent(0.02)).toBe('2%');
    expect(formatPercent(0.0025)).toBe('0,25%');
  });
});
