import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amortisationSchedule,
  annuityFactor,
  instalmentCents,
  instalmentForPrice,
} from './instalment';

const RUNS = { numRuns: 200 };

describe('instalmentCents (French amortisation)', () => {
  it('matches the reference values of mortgage.md', () => {
    expect(instalmentCents({ loanCents: 15_000_000, annualRate: 0.035, years: 25 })).toBe(75_094);
    expect(instalmentCents({ loanCents: 10_000_000, annualRate: 0.03, years: 20 })).toBe(55_460);
    expect(instalmentCents({ loanCents: 10_000_000, annualRate: 0.03, years: 30 })).toBe(42_160);
  });

  it('divides the loan evenly at rate 0', () => {
    // 120.000 € over 10 years = 1.000 € a month.
    expect(instalmentCents({ loanCents: 12_000_000, annualRate: 0, years: 10 })).toBe(100_000);
    // 100.000 € over 30 years = 277,777… € → 277,78 €.
    expect(instalmentCents({ loanCents: 10_000_000, annualRate: 0, years: 30 })).toBe(27_778);
  });

  it('is 0 for a loan of 0', () => {
    expect(instalmentCents({ loanCents: 0, annualRate: 0.035, years: 25 })).toBe(0);
  });

  it('keeps precision at tiny rates (no cancellation)', () => {
    expect(annuityFactor(1e-15, 300)).toBeCloseTo(300, 9);
    expect(instalmentCents({ loanCents: 12_000_000, annualRate: 1e-12, years: 10 })).toBe(100_000);
  });

  it('rejects inputs outside the domain with Italian messages', () => {
    expect(() => instalmentCents({ loanCents: 100, annualRate: 0.03, years: 4 })).toThrow(
      'La durata deve essere tra 5 e 40 anni',
    );
    expect(() => instalmentCents({ loanCents: 100, annualRate: 0.03, years: 41 })).toThrow(
      RangeError,
    );
    expect(() => instalmentCents({ loanCents: 100, annualRate: 0.03, years: 20.5 })).toThrow(
      RangeError,
    );
    expect(() => instalmentCents({ loanCents: 100, annualRate: 0.26, years: 20 })).toThrow(
      'Il tasso deve essere tra 0 e 25 %',
    );
    expect(() => instalmentCents({ loanCents: 100, annualRate: -0.01, years: 20 })).toThrow(
      RangeError,
    );
    expect(() => instalmentCents({ loanCents: 10.5, annualRate: 0.03, years: 20 })).toThrow(
      RangeError,
    );
    expect(() => instalmentCents({ loanCents: -1, annualRate: 0.03, years: 20 })).toThrow(
      RangeError,
    );
    expect(() => instalmentCents({ loanCents: 1, annualRate: Number.NaN, years: 20 })).toThrow(
      RangeError,
    );
  });
});

describe('amortisationSchedule', () => {
  it('closes 150.000 € at 3,5 % over 25 years at exactly 0', () => {
    const s = amortisationSchedule({ loanCents: 15_000_000, annualRate: 0.035, years: 25 });
    expect(s.instalmentCents).toBe(75_094);
    expect(s.rows).toHaveLength(300);
    // First month: interest 150.000 × 0,035 / 12 = 437,50 €, principal 750,94 − 437,50 = 313,44 €.
    expect(s.rows[0]).toEqual({
      n: 1,
      payment: 75_094,
      interest: 43_750,
      principal: 31_344,
      balance: 14_968_656,
    });
    const last = s.rows[299];
    expect(last?.balance).toBe(0);
    // R is rounded up by 0,46 cents; compounded over 300 months that overpays about 2 €,
    // which the last payment gives back.
    expect(s.lastPaymentCents).toBe(74_885);
    expect(s.totalPaidCents).toBe(299 * 75_094 + 74_885);
    expect(s.totalInterestCents).toBe(s.totalPaidCents - 15_000_000);
  });

  it('at rate 0 charges no interest and the last payment absorbs the residue', () => {
    const s = amortisationSchedule({ loanCents: 10_000_000, annualRate: 0, years: 30 });
    expect(s.rows.every((r) => r.interest === 0)).toBe(true);
    // 100.000,00 € − 359 × 277,78 € = 276,98 €.
    expect(s.lastPaymentCents).toBe(10_000_000 - 359 * 27_778);
    expect(s.totalInterestCents).toBe(0);
    expect(s.totalPaidCents).toBe(10_000_000);
  });

  it('is empty for a loan of 0', () => {
    const s = amortisationSchedule({ loanCents: 0, annualRate: 0.03, years: 10 });
    expect(s.rows).toEqual([]);
    expect(s.totalPaidCents).toBe(0);
  });

  const loan = fc.integer({ min: 1, max: 200_000_000 });
  const rate = fc.integer({ min: 0, max: 2500 }).map((bps) => bps / 10_000);
  const years = fc.integer({ min: 5, max: 40 });

  it('always repays exactly the loan and ends at balance 0 (whole domain)', () => {
    fc.assert(
      fc.property(loan, rate, years, (loanCents, annualRate, y) => {
        const s = amortisationSchedule({ loanCents, annualRate, years: y });
        const principal = s.rows.reduce((sum, r) => sum + r.principal, 0);
        const paid = s.rows.reduce((sum, r) => sum + r.payment, 0);
        const interest = s.rows.reduce((sum, r) => sum + r.interest, 0);
        expect(principal).toBe(loanCents);
        expect(s.rows.at(-1)?.balance).toBe(0);
        expect(s.rows.length).toBeLessThanOrEqual(y * 12);
        expect(paid).toBe(s.totalPaidCents);
        expect(interest).toBe(s.totalInterestCents);
        expect(paid - interest).toBe(loanCents);
        const rowsConsistent = s.rows.every(
          (r) =>
            Number.isInteger(r.payment) &&
            Number.isInteger(r.interest) &&
            r.payment === r.interest + r.principal &&
            r.balance >= 0,
        );
        expect(rowsConsistent).toBe(true);
        expect(s.rows.slice(0, -1).every((r) => r.payment === s.instalmentCents)).toBe(true);
      }),
      RUNS,
    );
  });

  it('has exactly years × 12 positive payments with realistic terms', () => {
    const realisticLoan = fc.integer({ min: 1_000_000, max: 200_000_000 });
    const realisticRate = fc.integer({ min: 0, max: 1200 }).map((bps) => bps / 10_000);
    fc.assert(
      fc.property(realisticLoan, realisticRate, years, (loanCents, annualRate, y) => {
        const s = amortisationSchedule({ loanCents, annualRate, years: y });
        expect(s.rows).toHaveLength(y * 12);
        expect(s.rows.every((r) => r.principal > 0)).toBe(true);
        expect(s.lastPaymentCents).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });
});

describe('instalmentForPrice (Display Rata)', () => {
  it('lends price × LTV floored to the euro and gives its instalment', () => {
    // 187.500 € × 80 % = 150.000 € → 750,94 €.
    expect(
      instalmentForPrice({ priceCents: 18_750_000, ltv: 0.8, annualRate: 0.035, years: 25 }),
    ).toEqual({
      loanCents: 15_000_000,
      instalmentCents: 75_094,
    });
    // 199.999,99 € × 80 % = 159.999,992 € → 159.999 €.
    expect(
      instalmentForPrice({ priceCents: 19_999_999, ltv: 0.8, annualRate: 0.03, years: 20 })
        .loanCents,
    ).toBe(15_999_900);
  });

  it('rejects an LTV above 100 %', () => {
    expect(() =>
      instalmentForPrice({ priceCents: 100, ltv: 1.2, annualRate: 0.03, years: 20 }),
    ).toThrow(RangeError);
  });
});
