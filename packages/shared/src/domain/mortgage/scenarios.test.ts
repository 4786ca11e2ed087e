import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { representativeExample } from './representative-example';
import { loanScenarios, priceLoan } from './scenarios';

// The scenarios side by side: each instalment and TAEG equals the representative example's
// for that loan, and both equal an independent computation of the cash-flow.

const costs = { istruttoriaRate: 0.01, istruttoriaFlatCents: null, periziaCents: 25_000 };

/** Instalment by the textbook formula, rounded to the cent (mortgage.md). */
const textbookInstalment = (loanCents: number, annualRate: number, years: number) => {
  const i = annualRate / 12;
  const n = years * 12;
  return Math.round(i === 0 ? loanCents / n : (loanCents * i) / (1 - (1 + i) ** -n));
};

/**
 * TAEG by plain bisection on the annual rate X: Σ P_k (1 + X)^−k/12 = net advance, with the
 * payments rebuilt month by month (the last one closes the balance at 0).
 */
function independentTaeg(loanCents: number, annualRate: number, years: number, upfront: number) {
  const r = textbookInstalment(loanCents, annualRate, years);
  const payments: number[] = [];
  let balance = loanCents;
  for (let k = 1; k <= years * 12; k += 1) {
    const interest = Math.round((balance * annualRate) / 12);
    const payment = k === years * 12 ? balance + interest : r;
    balance = balance + interest - payment;
    payments.push(payment);
  }
  const f = (x: number) =>
    payments.reduce((s, p, k) => s + p * (1 + x) ** (-(k + 1) / 12), 0) - (loanCents - upfront);
  let lo = -0.5;
  let hi = 1;
  for (let it = 0; it < 200; it += 1) {
    const mid = (lo + hi) / 2;
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

describe('loanScenarios', () => {
  const base = {
    loanCents: 15_000_000,
    years: 25,
    annualRate: 0.035,
    rateForYears: (y: number) => (y <= 20 ? 0.032 : y <= 25 ? 0.035 : 0.036),
    variableAnnualRate: 0.029,
    primaCasa: true,
    costs,
  };

  it('20, 25, 30 years at their rate, +1 and +2 points, and the variable rate', () => {
    const s = loanScenarios(base);
    expect(s.map((x) => [x.label, x.years, x.annualRate, x.rateType])).toEqual([
      ['20 anni', 20, 0.032, 'fisso'],
      ['25 anni', 25, 0.035, 'fisso'],
      ['30 anni', 30, 0.036, 'fisso'],
      ['TAN +1 punto', 25, 0.045, 'fisso'],
      ['TAN +2 punti', 25, 0.055, 'fisso'],
      ['Tasso variabile', 25, 0.029, 'variabile'],
    ]);
    // mortgage.md's reference: 150.000 € at 3,5 % over 25 years → 750,94 €.
    expect(s[1]!.instalmentCents).toBe(75_094);
  });

  it('no variable row when the provider set none; durations past the age limit left out', () => {
    const s = loanScenarios({ ...base, variableAnnualRate: null, maxYears: 23 });
    expect(s.map((x) => x.key)).toEqual(['anni-20', 'tan-piu-1', 'tan-piu-2']);
  });

  it('each figure equals the representative example of the same loan, to the cent', () => {
    for (const x of loanScenarios(base)) {
      const ex = representativeExample({
        intermediaryName: 'Mediatore Esempio S.r.l.',
        loanCents: x.loanCents,
        annualRate: x.annualRate,
        years: x.years,
        costs,
      });
      expect(x.instalmentCents).toBe(ex.instalmentCents);
      expect(x.taeg).toBe(ex.taeg);
      expect(x.totalPayableCents).toBe(ex.totalPayableCents);
    }
  });

  it('instalment and TAEG agree with an independent computation, for any realistic loan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000_000, max: 50_000_000 }),
        fc.integer({ min: 50, max: 1200 }),
        fc.constantFrom(20, 25, 30),
        (loanCents, bps, years) => {
          const annualRate = bps / 10_000;
          const x = priceLoan('k', 'k', 'fisso', { loanCents, annualRate, years }, true, costs);
          expect(x.instalmentCents).toBe(textbookInstalment(loanCents, annualRate, years));
          // Istruttoria 1 %, perizia 250 €, imposta sostitutiva 0,25 % (prima casa).
          const upfront = Math.round(loanCents * 0.01) + 25_000 + Math.round(loanCents * 0.0025);
          const other = independentTaeg(loanCents, annualRate, years, upfront);
          expect(Math.abs(x.taeg - other)).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 60 },
    );
  });
});
