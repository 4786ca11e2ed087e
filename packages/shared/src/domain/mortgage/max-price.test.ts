import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ltvCap } from './affordability';
import { maxPrice, maxPriceForPlan, type MaxPriceInput } from './max-price';
import { purchaseCosts } from './purchase-costs';
import { PurchasePlanInputSchema } from './schemas';

const RUNS = { numRuns: 200 };

// Two applicants, 2.000 + 1.500 € net: 33 % = 1.155 € → 230.712 € at 3,5 % over 25 years.
// Prima casa from a private seller, rendita 1.000 € (registro 2.310 €), no agency commission.
const base: MaxPriceInput = {
  netMonthlyIncomesCents: [200_000, 150_000],
  savingsCents: 10_000_000,
  annualRate: 0.035,
  years: 25,
  primaCasa: true,
  seller: 'private',
  renditaCatastaleCents: 100_000,
  includeAgency: false,
};

describe('maxPrice', () => {
  it('is limited by income when savings are ample', () => {
    // Loan 230.712 € (income cap; 80 % of the price is higher). Costs: registro 2.310 + 100 fixed
    // + notary 2.440 + sostitutiva 576,78 + notary 1.800 + istruttoria 2.307,12 + perizia 250
    // = 9.783,90 €. Savings 100.000 ≥ P − 230.712 + 9.783,90 ⇒ P ≤ 320.928,10 → 320.928 €.
    const r = maxPrice(base);
    expect(r).toMatchObject({
      feasible: true,
      priceCents: 32_092_800,
      loanCents: 23_071_200,
      downPaymentCents: 32_092_800 - 23_071_200,
      limitedBy: 'income',
      maxLoanFromIncomeCents: 23_071_200,
      affordableInstalmentCents: 115_500,
      savingsLeftCents: 10,
      bankDecides: false,
    });
    expect(r.costs.totalCents).toBe(978_390);
    expect(r.instalmentCents).toBeLessThanOrEqual(115_500);
  });

  it('is limited by loan-to-value when savings are short', () => {
    // Loan = 80 % of P: savings 60.000 ≥ 0,2·P + 6.900 + 1,25 % of the loan. P = 252.855 € gives
    // loan 202.284 €, costs 6.900 + 505,71 + 2.022,84, need 59.999,55 €; at 252.856 € the loan is
    // floored to 202.284 € again and the need is 60.000,55 €.
    const r = maxPrice({ ...base, savingsCents: 6_000_000 });
    expect(r).toMatchObject({
      priceCents: 25_285_500,
      loanCents: 20_228_400,
      limitedBy: 'ltv',
      savingsLeftCents: 45,
    });
  });

  it('with Consap lends up to 100 % and says the bank decides', () => {
    // Loan = income cap 230.712 € (< price): P ≤ 60.000 + 230.712 − 9.783,90 = 280.928,10 €.
    const r = maxPrice({ ...base, savingsCents: 6_000_000, consap: true });
    expect(r).toMatchObject({
      priceCents: 28_092_800,
      loanCents: 23_071_200,
      limitedBy: 'income',
      consapApplied: true,
      bankDecides: true,
      ltv: 1,
    });
    const second = maxPrice({ ...base, savingsCents: 6_000_000, consap: true, primaCasa: false });
    expect(second.consapApplied).toBe(false);
    expect(second.notes.join(' ')).toContain('Consap');
  });

  it('buys without a mortgage when there is no income', () => {
    // 100.000 − (2.310 + 100 + 2.440) = 95.150 €.
    const r = maxPrice({ ...base, netMonthlyIncomesCents: [0] });
    expect(r).toMatchObject({
      priceCents: 9_515_000,
      loanCents: 0,
      instalmentCents: 0,
      limitedBy: 'income',
    });
  });

  it('says the savings are too low for any purchase', () => {
    // Fixed costs at any price: 1.000 € minimum registro + 100 € + 2.440 € notary = 3.540 €.
    const r = maxPrice({ ...base, renditaCatastaleCents: null, savingsCents: 353_999 });
    expect(r).toMatchObject({ feasible: false, priceCents: 0, loanCents: 0, limitedBy: 'savings' });
    expect(maxPrice({ ...base, renditaCatastaleCents: null, savingsCents: 354_000 }).feasible).toBe(
      true,
    );
  });

  const arbitraryInput: fc.Arbitrary<MaxPriceInput> = fc.record({
    netMonthlyIncomesCents: fc.array(fc.integer({ min: 0, max: 1_000_000 }), {
      minLength: 1,
      maxLength: 2,
    }),
    otherInstalmentsCents: fc.integer({ min: 0, max: 100_000 }),
    savingsCents: fc.integer({ min: 0, max: 50_000_000 }),
    annualRate: fc.integer({ min: 0, max: 1500 }).map((bps) => bps / 10_000),
    years: fc.integer({ min: 5, max: 40 }),
    primaCasa: fc.boolean(),
    seller: fc.constantFrom('private' as const, 'builder' as const),
    luxury: fc.boolean(),
    renditaCatastaleCents: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
    includeAgency: fc.boolean(),
    consap: fc.boolean(),
  });

  it('returns the largest whole-euro price the savings and loan caps allow', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const r = maxPrice(input);
        expect(r.priceCents % 100).toBe(0);
        if (!r.feasible) return;
        const cap = ltvCap(r.priceCents, { consap: r.consapApplied });
        expect(r.loanCents).toBeLessThanOrEqual(
          Math.min(r.maxLoanFromIncomeCents, cap.maxLoanCents),
        );
        expect(r.ownFundsCents).toBeLessThanOrEqual(input.savingsCents);
        expect(r.savingsLeftCents).toBeGreaterThanOrEqual(0);
        // One euro more does not fit, with the largest loan or with none.
        const next = r.priceCents + 100;
        const nextLoan = Math.min(
          r.maxLoanFromIncomeCents,
          ltvCap(next, { consap: r.consapApplied }).maxLoanCents,
        );
        for (const loanCents of [0, nextLoan]) {
          const costs = purchaseCosts({ ...input, priceCents: next, loanCents });
          expect(next - loanCents + costs.totalCents).toBeGreaterThan(input.savingsCents);
        }
      }),
      RUNS,
    );
  });

  it('never lowers the price when the income or the savings grow', () => {
    fc.assert(
      fc.property(
        arbitraryInput,
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (input, extraIncome, extraSavings) => {
          const [first = 0, ...rest] = input.netMonthlyIncomesCents;
          const richer = maxPrice({
            ...input,
            netMonthlyIncomesCents: [first + extraIncome, ...rest],
          });
          const saver = maxPrice({ ...input, savingsCents: input.savingsCents + extraSavings });
          const r = maxPrice(input);
          expect(richer.priceCents).toBeGreaterThanOrEqual(r.priceCents);
          expect(saver.priceCents).toBeGreaterThanOrEqual(r.priceCents);
        },
      ),
      RUNS,
    );
  });
});

describe('maxPriceForPlan', () => {
  it("runs the Piano D'Acquisto parsed by the schema", () => {
    const plan = PurchasePlanInputSchema.parse({
      applicants: [{ netMonthlyIncomeCents: 200_000 }, { netMonthlyIncomeCents: 150_000 }],
      savingsCents: 10_000_000,
      renditaCatastaleCents: 100_000,
      includeAgency: false,
    });
    expect(maxPriceForPlan(plan)).toMatchObject({ priceCents: 32_092_800, loanCents: 23_071_200 });
  });
});
