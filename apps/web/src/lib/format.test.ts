import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatEuro,
  formatEuroCents,
  formatNumber,
  formatPercent,
} from './format';

// Intl puts a no-break space before '€': compare on normal spaces.
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('Italian formatting', () => {
  it('groups four-digit numbers', () => {
    expect(formatNumber(1500)).toBe('1.500');
    expect(formatNumber(1234567.891, 2)).toBe('1.234.567,89');
  });

  it('formats euro amounts and integer cents', () => {
    expect(plain(formatEuro(1500))).toBe('1.500,00 €');
    expect(plain(formatEuroCents(123456))).toBe('1.234,56 €');
  });

  it('formats percentages with two decimals', () => {
    expect(formatPercent(12.345)).toBe('12,35%');
  });

  it('shows dates in Europe/Rome', () => {
    expect(formatDate('2026-03-01T23:30:00Z')).toBe('02/03/2026');
    expect(formatDateTime('2026-07-01T10:05:00Z')).toBe('01/07/2026 12:05');
    expect(formatDateTime('2026-01-15T10:05:00Z')).toBe('15/01/2026 11:05');
    expect(formatDate('non è una data')).toBe('');
  });
});
