import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortisationSchedule, scheduleSummary } from './instalment';
import { annualPercentageRate, annuityPercentageRate } from './taeg';

// Display Rata computes each price's figures without the schedule's rows (QUALITY.md P10):
// the same totals and the same TAEG as the engine's full computation.
const loans = fc.record({
  loanCents: fc.integer({ min: 100_000, max: 400_000_000 }),
  annualRate: fc.integer({ min: 0, max: 1_200 }).map((bps) => bps / 10_000),
  years: fc.integer({ min: 5, max: 40 }),
  upfrontShare: fc.integer({ min: 0, max: 300 }).map((bps) => bps / 10_000),
});

describe('scheduleSummary and annuityPercentageRate', () => {
  it('give the totals of the full schedule', () => {
    fc.assert(
      fc.property(loans, (terms) => {
        const { rows, ...totals } = amortisationSchedule(terms);
        expect(scheduleSummary(terms)).toEqual({ ...totals, payments: rows.length });
      }),
      { numRuns: 200 },
    );
  });

  it('give the TAEG of the schedule’s payments to a billionth, and so to the hundredth shown', () => {
    fc.assert(
      fc.property(loans, (terms) => {
        const schedule = amortisationSchedule(terms);
        const summary = scheduleSummary(terms);
        const net = terms.loanCents - Math.round(terms.loanCents * terms.upfrontShare);
        const full = annualPercentageRate(
          net,
          schedule.rows.map((r) => r.payment),
        );
        const closed = annuityPercentageRate(
          net,
          summary.instalmentCents,
          summary.payments,
          summary.lastPaymentCents,
        );
        expect(Math.abs(closed - full)).toBeLessThan(1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it('at a zero rate with no costs the TAEG is zero; it refuses what the engine refuses', () => {
    const s = scheduleSummary({ loanCents: 12_000_000, annualRate: 0, years: 10 });
    expect(
      annuityPercentageRate(12_000_000, s.instalmentCents, s.payments, s.lastPaymentCents),
    ).toBeCloseTo(0, 12);
    expect(() => annuityPercentageRate(0, 100, 12, 100)).toThrow(RangeError);
    expect(() => annuityPercentageRate(1_000, -1, 12, 100)).toThrow(RangeError);
    // Payments far below the advance: a deeply negative rate, as the engine finds it too.
    expect(annuityPercentageRate(1_000_000, 1, 12, 1)).toBeCloseTo(
      annualPercentageRate(1_000_000, Array(12).fill(1)),
      9,
    );
  });
});
