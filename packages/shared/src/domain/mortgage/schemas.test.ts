import { describe, expect, expectTypeOf, it } from 'vitest';
import type { MaxPriceInput } from './max-price';
import type { PurchaseCostOptions } from './purchase-cost-defaults';
import type { RepresentativeExampleConfig } from './representative-example';
import {
  AnnualRateSchema,
  ApplicantsSchema,
  DEFAULTS,
  DisplayRataInputSchema,
  NetIncomeCentsSchema,
  PurchaseCostOptionsSchema,
  PurchasePlanInputSchema,
  RepresentativeExampleConfigSchema,
  YearsSchema,
  type PurchasePlan,
} from './schemas';

function messages(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  return (result.error?.issues ?? []).map((i) => i.message);
}

describe('mortgage schemas', () => {
  it('accepts durations of 5–40 whole years, in Italian otherwise', () => {
    expect(YearsSchema.safeParse(5).success).toBe(true);
    expect(YearsSchema.safeParse(40).success).toBe(true);
    for (const bad of [4, 41, '20', null]) {
      expect(messages(YearsSchema.safeParse(bad))).toEqual([
        'La durata deve essere tra 5 e 40 anni',
      ]);
    }
    // A fraction of a year is told as such (issue 17, point 9).
    expect(messages(YearsSchema.safeParse(20.5))).toEqual([
      'La durata deve essere un numero intero di anni',
    ]);
  });

  it('accepts rates of 0–25 % as decimals, in Italian otherwise', () => {
    expect(AnnualRateSchema.safeParse(0).success).toBe(true);
    expect(AnnualRateSchema.safeParse(0.25).success).toBe(true);
    for (const bad of [-0.001, 0.2501, 3.5, Number.NaN]) {
      expect(messages(AnnualRateSchema.safeParse(bad))).toEqual([
        'Il tasso deve essere tra 0 e 25 %',
      ]);
    }
  });

  it('wants incomes ≥ 0 in integer cents and one or two applicants', () => {
    expect(NetIncomeCentsSchema.safeParse(0).success).toBe(true);
    expect(messages(NetIncomeCentsSchema.safeParse(-1))).toEqual([
      'Il reddito non può essere negativo',
    ]);
    expect(messages(ApplicantsSchema.safeParse([]))).toEqual([
      'Indica il reddito di almeno un richiedente',
    ]);
    const three = Array.from({ length: 3 }, () => ({ netMonthlyIncomeCents: 100_000 }));
    expect(messages(ApplicantsSchema.safeParse(three))).toEqual(['Al massimo due richiedenti']);
  });

  it("fills the Piano D'Acquisto defaults", () => {
    const plan = PurchasePlanInputSchema.parse({
      applicants: [{ netMonthlyIncomeCents: 250_000 }],
      savingsCents: 5_000_000,
    });
    expect(plan).toMatchObject({
      annualRate: DEFAULTS.annualRate,
      years: DEFAULTS.years,
      quota: 0.33,
      ltv: 0.8,
      consap: false,
      primaCasa: true,
      seller: 'private',
      renditaCatastaleCents: null,
      otherInstalmentsCents: 0,
      maxAgeAtEnd: 75,
      ageRule: 'oldest',
    });
  });

  it('ends the loan by the maximum age', () => {
    const plan = (age: number, years: number) =>
      PurchasePlanInputSchema.safeParse({
        applicants: [
          { netMonthlyIncomeCents: 250_000, age },
          { netMonthlyIncomeCents: 0, age: 30 },
        ],
        savingsCents: 0,
        years,
      });
    expect(plan(50, 25).success).toBe(true);
    const tooLong = plan(50, 30);
    expect(messages(tooLong)).toEqual([
      'Con 50 anni la durata massima è 25 anni (età massima a fine mutuo 75 anni)',
    ]);
    expect(tooLong.error?.issues[0]?.path).toEqual(['years']);
    expect(messages(plan(72, 5))).toEqual([
      'Con 72 anni non è possibile un mutuo di almeno 5 anni (età massima a fine mutuo 75 anni)',
    ]);
  });

  it('validates Display Rata and the representative example', () => {
    expect(DisplayRataInputSchema.parse({ priceCents: 20_000_000 })).toEqual({
      priceCents: 20_000_000,
      ltv: 0.8,
      annualRate: 0.035,
      years: 25,
    });
    expect(messages(DisplayRataInputSchema.safeParse({ priceCents: 0 }))).toEqual([
      'Il prezzo deve essere maggiore di zero',
    ]);
    expect(
      messages(
        RepresentativeExampleConfigSchema.safeParse({ intermediaryName: ' ', loanCents: 100 }),
      ),
    ).toEqual(["Indica il nome dell'intermediario"]);
  });

  it('keeps the schemas in step with the engine types', () => {
    expectTypeOf<NonNullable<ReturnType<typeof PurchaseCostOptionsSchema.parse>>>().toExtend<
      Partial<PurchaseCostOptions>
    >();
    expectTypeOf<
      ReturnType<typeof RepresentativeExampleConfigSchema.parse>
    >().toExtend<RepresentativeExampleConfig>();
    expectTypeOf<PurchasePlan['seller']>().toEqualTypeOf<MaxPriceInput['seller']>();
    expect(PurchaseCostOptionsSchema.safeParse({ notaryVatRate: 1.5 }).success).toBe(false);
  });
});
