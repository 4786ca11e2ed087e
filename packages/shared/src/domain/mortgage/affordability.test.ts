import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSAP_NOTE,
  affordableInstalmentCents,
  ltvCap,
  maxLoan,
  maxLoanFromInstalmentCents,
  maxYearsForAges,
} from './affordability';
import { instalmentCents } from './instalment';

const RUNS = { numRuns: 200 };
const income = fc.integer({ min: 0, max: 2_000_000 });
const rate = fc.integer({ min: 0, max: 2500 }).map((bps) => bps / 10_000);
const years = fc.integer({ min: 5, max: 40 });

describe('affordableInstalmentCents', () => {
  it('sums the incomes, applies the quota and subtracts other loans', () => {
    // (2.000 + 1.500) × 33 % = 1.155 €; − 200 € of car loan = 955 €.
    expect(affordableInstalmentCents({ netMonthlyIncomesCents: [200_000, 150_000] })).toBe(115_500);
    expect(
      affordableInstalmentCents({
        netMonthlyIncomesCents: [200_000, 150_000],
        otherInstalmentsCents: 20_000,
      }),
    ).toBe(95_500);
    expect(affordableInstalmentCents({ netMonthlyIncomesCents: [100_000], quota: 0.29 })).toBe(
      29_000,
    );
  });

  it('never goes below 0', () => {
    expect(
      affordableInstalmentCents({
        netMonthlyIncomesCents: [100_000],
        otherInstalmentsCents: 50_000,
      }),
    ).toBe(0);
    expect(affordableInstalmentCents({ netMonthlyIncomesCents: [] })).toBe(0);
  });

  it('rejects three applicants and negative incomes', () => {
    expect(() => affordableInstalmentCents({ netMonthlyIncomesCents: [1, 2, 3] })).toThrow(
      'Al massimo due richiedenti',
    );
    expect(() => affordableInstalmentCents({ netMonthlyIncomesCents: [-100] })).toThrow(
      'Il reddito non può essere negativo',
    );
  });
});

describe('maxLoanFromInstalmentCents', () => {
  it('inverts the reference instalments (floored to the euro)', () => {
    // 750,94 € at 3,5 % over 25 years repays 150.000,9… € → 150.000 €.
    expect(maxLoanFromInstalmentCents(75_094, 0.035, 25)).toBe(15_000_000);
    expect(maxLoanFromInstalmentCents(55_460, 0.03, 20)).toBe(10_000_000);
    expect(maxLoanFromInstalmentCents(42_160, 0.03, 30)).toBe(9_999_900);
  });

  it('is R × n at rate 0', () => {
    expect(maxLoanFromInstalmentCents(100_000, 0, 10)).toBe(12_000_000);
    expect(maxLoanFromInstalmentCents(0, 0.03, 10)).toBe(0);
  });

  it('never yields a loan whose instalment exceeds the affordable one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), rate, years, (r, annualRate, y) => {
        const loanCents = maxLoanFromInstalmentCents(r, annualRate, y);
        expect(loanCents % 100).toBe(0);
        expect(instalmentCents({ loanCents, annualRate, years: y })).toBeLessThanOrEqual(r);
        // …and it is the largest such whole-euro loan: one euro more needs at least R.
        expect(
          instalmentCents({ loanCents: loanCents + 100, annualRate, years: y }),
        ).toBeGreaterThanOrEqual(r);
      }),
      RUNS,
    );
  });
});

describe('ltvCap', () => {
  it('lends 80 % by default', () => {
    expect(ltvCap(20_000_000)).toEqual({
      maxLoanCents: 16_000_000,
      ltv: 0.8,
      consap: false,
      bankDecides: false,
      note: null,
    });
  });

  it('lends up to 100 % with Consap, within 250.000 €, and says the bank decides', () => {
    expect(ltvCap(20_000_000, { consap: true })).toEqual({
      maxLoanCents: 20_000_000,
      ltv: 1,
      consap: true,
      bankDecides: true,
      note: CONSAP_NOTE,
    });
    expect(ltvCap(40_000_000, { consap: true }).maxLoanCents).toBe(25_000_000);
    expect(CONSAP_NOTE).toContain('la banca decide');
  });
});

describe('maxLoan', () => {
  it('takes the smaller of income and LTV', () => {
    // 1.155 € affordable at 3,5 % over 25 years → 230.712 €; 80 % of 250.000 € = 200.000 €.
    const base = { netMonthlyIncomesCents: [200_000, 150_000], annualRate: 0.035, years: 25 };
    expect(maxLoan(base)).toMatchObject({
      fromIncomeCents: 23_071_200,
      maxLoanCents: 23_071_200,
      limitedBy: 'income',
    });
    expect(maxLoan({ ...base, propertyValueCents: 25_000_000 })).toMatchObject({
      ltvCapCents: 20_000_000,
      maxLoanCents: 20_000_000,
      limitedBy: 'ltv',
      bankDecides: false,
    });
    const consap = maxLoan({ ...base, propertyValueCents: 25_000_000, consap: true });
    expect(consap).toMatchObject({
      maxLoanCents: 23_071_200,
      limitedBy: 'income',
      bankDecides: true,
    });
    expect(consap.instalmentCents).toBeLessThanOrEqual(115_500);
  });

  it('applies the Consap ceiling even without a property value', () => {
    const r = maxLoan({
      netMonthlyIncomesCents: [1_000_000],
      annualRate: 0.03,
      years: 30,
      consap: true,
    });
    expect(r).toMatchObject({ maxLoanCents: 25_000_000, limitedBy: 'ltv', bankDecides: true });
  });

  it('never decreases when the income grows', () => {
    fc.assert(
      fc.property(
        income,
        income,
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        rate,
        years,
        fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: undefined }),
        fc.boolean(),
        (a, extra, other, b, annualRate, y, propertyValueCents, consap) => {
          const input = {
            otherInstalmentsCents: other,
            annualRate,
            years: y,
            propertyValueCents,
            consap,
          };
          const low = maxLoan({ ...input, netMonthlyIncomesCents: [a, b] });
          const high = maxLoan({ ...input, netMonthlyIncomesCents: [a + extra, b] });
          expect(high.maxLoanCents).toBeGreaterThanOrEqual(low.maxLoanCents);
          expect(high.instalmentCents).toBeLessThanOrEqual(high.affordableInstalmentCents);
        },
      ),
      RUNS,
    );
  });
});

describe('maxYearsForAges', () => {
  it('ends the loan by 75 for the oldest applicant by default', () => {
    expect(maxYearsForAges([30])).toBe(40);
    expect(maxYearsForAges([45, 38])).toBe(30);
    expect(maxYearsForAges([45, 38], { rule: 'youngest' })).toBe(37);
    expect(maxYearsForAges([50], { maxAgeAtEnd: 80 })).toBe(30);
    expect(maxYearsForAges([71])).toBeNull();
    expect(maxYearsForAges([70])).toBe(5);
    expect(maxYearsForAges([])).toBe(40);
  });
});
