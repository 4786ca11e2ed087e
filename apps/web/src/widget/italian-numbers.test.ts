import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as portal from '@portal/shared/domain/format';
import { formatEuro, formatPercent } from './italian-numbers';

// The widget's own amounts (decision 089) say exactly what the portal's, on Intl, say.

describe("the widget's Italian amounts", () => {
  it('reads as the spec writes them', () => {
    expect(formatEuro(75094)).toBe('750,94\u00a0€');
    expect(formatEuro(20000000)).toBe('200.000,00\u00a0€');
    expect(formatPercent(0.035, 2)).toBe('3,50%');
  });

  it('formatEuro equals the portal on any integer cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (cents) => {
        expect(formatEuro(cents)).toBe(portal.formatEuro(cents));
      }),
      { numRuns: 3000 },
    );
  });

  it('formatPercent equals the portal on rates of every size, ties and odd values', () => {
    const rate = fc.oneof(
      fc.double(),
      fc.double({ min: -1, max: 1, noNaN: true }),
      fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 1e6 + 0.000005),
      fc.constantFrom(0, -0, 0.035, 0.0325, 1.005, 1e-7, 1e21, Infinity, -Infinity, NaN),
    );
    fc.assert(
      fc.property(rate, fc.integer({ min: 0, max: 4 }), (r, decimals) => {
        expect(formatPercent(r, decimals)).toBe(portal.formatPercent(r, decimals));
      }),
      { numRuns: 3000 },
    );
  });
});
