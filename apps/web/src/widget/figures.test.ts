import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exampleCostTerms, mortgage } from '@portal/shared';
import { figuresForPrice, type WidgetTerms } from './figures';
import { formatPercent } from '@portal/shared/domain/mortgage/parse';

const intermediary = { name: 'Mediatore Esempio S.r.l.', details: 'OAM M000' };
const terms = (t: Partial<WidgetTerms> = {}): WidgetTerms => ({
  annualRate: 0.035,
  years: 25,
  ltv: 0.8,
  intermediary,
  exampleCosts: exampleCostTerms(),
  ...t,
});

describe('Display Rata figures', () => {
  it('shows the reference instalment: 150.000 € at 3,5 % over 25 years → 750,94 €', () => {
    const f = figuresForPrice(terms({ ltv: 1 }), 15_000_000);
    expect(f?.loanCents).toBe(15_000_000);
    expect(f?.instalmentCents).toBe(75_094);
    expect(mortgage.formatEuro(f!.instalmentCents)).toBe('750,94\u00a0€');
    // 187.500 € at 80 %: the same loan, the same instalment.
    expect(figuresForPrice(terms(), 18_750_000)?.instalmentCents).toBe(75_094);
  });

  it('gives no figures for prices the engine refuses', () => {
    expect(figuresForPrice(terms(), 0)).toBeNull();
    expect(figuresForPrice(terms(), 50)).toBeNull();
    expect(figuresForPrice(terms(), Number.MAX_SAFE_INTEGER)).toBeNull();
    expect(figuresForPrice(terms({ years: 3 }), 25_000_000)).toBeNull();
  });

  it('agrees with the engine’s representative example for any price and terms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30_000, max: 3_000_000 }),
        fc.integer({ min: 50, max: 100 }),
        fc.integer({ min: 50, max: 1000 }),
        fc.integer({ min: 5, max: 40 }),
        (euros, ltvPercent, bps, years) => {
          const t = terms({ ltv: ltvPercent / 100, annualRate: bps / 10_000, years });
          const f = figuresForPrice(t, euros * 100);
          expect(f).not.toBeNull();
          const e = mortgage.representativeExample({
            intermediaryName: intermediary.name,
            intermediaryDetails: intermediary.details,
            loanCents: f!.loanCents,
            propertyValueCents: euros * 100,
            annualRate: t.annualRate,
            years,
          });
          expect(f!.loanCents).toBe(
            mortgage.instalmentForPrice({
              priceCents: euros * 100,
              ltv: t.ltv,
              annualRate: t.annualRate,
              years,
            }).loanCents,
          );
          expect(f!.instalmentCents).toBe(e.instalmentCents);
          expect(f!.lastInstalmentCents).toBe(e.lastInstalmentCents);
          expect(f!.numberOfInstalments).toBe(e.numberOfInstalments);
          // The widget solves the same equation with its sums in closed form (QUALITY.md P10):
          // the same rate to 1e-12, and the same figure once shown to the hundredth.
          expect(Math.abs(f!.taeg - e.taeg)).toBeLessThan(1e-12);
          expect(formatPercent(f!.taeg, 2)).toBe(formatPercent(e.taeg, 2));
          expect(f!.costs).toEqual(
            e.costs.map((c) => ({ label: c.label, amountCents: c.amountCents })),
          );
          expect(f!.totalCostOfCreditCents).toBe(e.totalCostOfCreditCents);
          expect(f!.totalPayableCents).toBe(e.totalPayableCents);
        },
      ),
      { numRuns: 150 },
    );
  });
});
