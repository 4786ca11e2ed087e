import { z } from 'zod';
import { DEFAULTS } from './defaults';
import { AGE_LIMIT_MESSAGES, ageLimit, tooOldForAnyLoan } from './age-limit';
import { MORTGAGE_LIMITS } from './limits';
import { MORTGAGE_MESSAGES } from './messages';

/**
 * Units used by the whole mortgage engine:
 * - money: integer euro cents (150.000,00 € → 15_000_000);
 * - rates and shares: decimals (3,5 % → 0.035; quota 33 % → 0.33; LTV 80 % → 0.8);
 * - durations: whole years (the engine pays monthly, n = years × 12).
 */

export { MORTGAGE_LIMITS };

export { MORTGAGE_MESSAGES };

export { DEFAULTS };

/**
 * Display Rata shows no instalment for a listed price outside this range: a garage or a
 * typo (a 30-year mortgage on 12.000 €) and a price no home loan is made for.
 */
export const WIDGET_PRICE_RANGE = {
  minCents: 3_000_000,
  maxCents: 500_000_000,
} as const;

const integerCents = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(MORTGAGE_LIMITS.maxCents, message);

/** Money: integer cents ≥ 0. */
export const CentsSchema = integerCents(MORTGAGE_MESSAGES.cents);

/** Net monthly income of one applicant, integer cents ≥ 0. */
export const NetIncomeCentsSchema = integerCents(MORTGAGE_MESSAGES.income);

/** Duration in whole years, 5–40. */
export const YearsSchema = z
  .number({ error: MORTGAGE_MESSAGES.years })
  .int(MORTGAGE_MESSAGES.yearsWhole)
  .min(MORTGAGE_LIMITS.minYears, MORTGAGE_MESSAGES.years)
  .max(MORTGAGE_LIMITS.maxYears, MORTGAGE_MESSAGES.years);

/** Annual nominal rate (TAN) as a decimal, 0–0.25. */
export const AnnualRateSchema = z
  .number({ error: MORTGAGE_MESSAGES.rate })
  .min(MORTGAGE_LIMITS.minAnnualRate, MORTGAGE_MESSAGES.rate)
  .max(MORTGAGE_LIMITS.maxAnnualRate, MORTGAGE_MESSAGES.rate);

/** Share of the net income that may go to instalments, 0.10–0.50. */
export const QuotaSchema = z
  .number({ error: MORTGAGE_MESSAGES.quota })
  .min(0.1, MORTGAGE_MESSAGES.quota)
  .max(0.5, MORTGAGE_MESSAGES.quota);

/** Loan-to-value as a decimal, 0.10–1. */
export const LtvSchema = z
  .number({ error: MORTGAGE_MESSAGES.ltv })
  .min(0.1, MORTGAGE_MESSAGES.ltv)
  .max(1, MORTGAGE_MESSAGES.ltv);

/** A rate or share as a decimal, 0–1. */
export const ShareSchema = z
  .number({ error: MORTGAGE_MESSAGES.share })
  .min(0, MORTGAGE_MESSAGES.share)
  .max(1, MORTGAGE_MESSAGES.share);

/** Age in whole years. */
export const AgeSchema = z
  .number({ error: MORTGAGE_MESSAGES.age })
  .int(MORTGAGE_MESSAGES.age)
  .min(18, MORTGAGE_MESSAGES.age)
  .max(99, MORTGAGE_MESSAGES.age);

/** Who sells: a private person (registro on the cadastral value) or a builder (sale under IVA). */
export const SellerSchema = z.enum(['private', 'builder'], { error: 'Venditore non valido' });

/** Which applicant's age limits the duration. */
export const AgeRuleSchema = z.enum(['oldest', 'youngest'], { error: 'Regola età non valida' });

/** One applicant of the Piano D'Acquisto. */
export const ApplicantSchema = z.object({
  netMonthlyIncomeCents: NetIncomeCentsSchema,
  age: AgeSchema.optional(),
});

/** One or two applicants; incomes are summed. */
export const ApplicantsSchema = z
  .array(ApplicantSchema)
  .min(1, MORTGAGE_MESSAGES.applicantsMin)
  .max(MORTGAGE_LIMITS.maxApplicants, MORTGAGE_MESSAGES.applicantsMax);

/** Overrides of the purchase-cost defaults (see `PURCHASE_COST_DEFAULTS`); every key optional. */
export const PurchaseCostOptionsSchema = z
  .object({
    registroRatePrimaCasa: ShareSchema,
    registroRateSecondaCasa: ShareSchema,
    registroMinCents: CentsSchema,
    ipotecariaFixedCents: CentsSchema,
    catastaleFixedCents: CentsSchema,
    builderFixedTaxCents: CentsSchema,
    ivaRatePrimaCasa: ShareSchema,
    ivaRateOrdinary: ShareSchema,
    ivaRateLuxury: ShareSchema,
    cadastralMultiplierPrimaCasa: z.number().positive().max(1000),
    cadastralMultiplierOther: z.number().positive().max(1000),
    estimatedCadastralShare: ShareSchema,
    impostaSostitutivaRatePrimaCasa: ShareSchema,
    impostaSostitutivaRateOther: ShareSchema,
    notarySaleCents: CentsSchema,
    notaryVatRate: ShareSchema,
    notaryMortgageCents: CentsSchema,
    istruttoriaRate: ShareSchema,
    istruttoriaFlatCents: CentsSchema.nullable(),
    periziaCents: CentsSchema,
    agencyCommissionRate: ShareSchema,
    agencyCommissionFlatCents: CentsSchema.nullable(),
    agencyVatRate: ShareSchema,
  })
  .partial();
export type PurchaseCostOptionsInput = z.infer<typeof PurchaseCostOptionsSchema>;

/** Display Rata: the instalment for one listed price. */
export const DisplayRataInputSchema = z.object({
  priceCents: CentsSchema.refine((v) => v > 0, MORTGAGE_MESSAGES.price),
  ltv: LtvSchema.default(DEFAULTS.ltv),
  annualRate: AnnualRateSchema.default(DEFAULTS.annualRate),
  years: YearsSchema.default(DEFAULTS.years),
});
export type DisplayRataInput = z.infer<typeof DisplayRataInputSchema>;

/**
 * Piano D'Acquisto form. With ages given, the duration must end by `maxAgeAtEnd` for the
 * applicant chosen by `ageRule`.
 */
export const PurchasePlanInputSchema = z
  .object({
    applicants: ApplicantsSchema,
    otherInstalmentsCents: CentsSchema.default(0),
    savingsCents: CentsSchema,
    annualRate: AnnualRateSchema.default(DEFAULTS.annualRate),
    years: YearsSchema.default(DEFAULTS.years),
    quota: QuotaSchema.default(DEFAULTS.quota),
    ltv: LtvSchema.default(DEFAULTS.ltv),
    consap: z.boolean().default(false),
    /** The largest loan the Consap guarantee covers (the provider's conditions). */
    consapMaxLoanCents: CentsSchema.optional(),
    primaCasa: z.boolean().default(true),
    seller: SellerSchema.default('private'),
    luxury: z.boolean().default(false),
    renditaCatastaleCents: CentsSchema.nullable().default(null),
    includeAgency: z.boolean().default(true),
    costOptions: PurchaseCostOptionsSchema.default({}),
    maxAgeAtEnd: z
      .number({ error: MORTGAGE_MESSAGES.maxAgeAtEnd })
      .int(MORTGAGE_MESSAGES.maxAgeAtEnd)
      .min(50, MORTGAGE_MESSAGES.maxAgeAtEnd)
      .max(100, MORTGAGE_MESSAGES.maxAgeAtEnd)
      .default(DEFAULTS.maxAgeAtEnd),
    ageRule: AgeRuleSchema.default(DEFAULTS.ageRule),
  })
  .superRefine((plan, ctx) => {
    const ages = plan.applicants.flatMap((a) => (a.age === undefined ? [] : [a.age]));
    const limit = ageLimit(ages, plan.maxAgeAtEnd, plan.ageRule);
    if (!limit) return;
    if (tooOldForAnyLoan(limit)) {
      ctx.addIssue({ code: 'custom', path: ['years'], message: AGE_LIMIT_MESSAGES.none(limit) });
    } else if (plan.years > limit.maxYears) {
      ctx.addIssue({
        code: 'custom',
        path: ['years'],
        message: AGE_LIMIT_MESSAGES.maxYears(limit),
      });
    }
  });
/** The parsed Piano D'Acquisto (defaults applied). */
export type PurchasePlan = z.infer<typeof PurchasePlanInputSchema>;
/** The Piano D'Acquisto as the form sends it (defaults optional). */
export type PurchasePlanInput = z.input<typeof PurchasePlanInputSchema>;

/** Configuration of the representative example (art. 120-octies TUB). */
export const RepresentativeExampleConfigSchema = z.object({
  intermediaryName: z.string().trim().min(1, MORTGAGE_MESSAGES.name),
  intermediaryDetails: z.string().trim().optional(),
  lenderName: z.string().trim().min(1).optional(),
  loanCents: CentsSchema.refine((v) => v > 0, "L'importo del mutuo deve essere maggiore di zero"),
  propertyValueCents: CentsSchema.optional(),
  annualRate: AnnualRateSchema.default(DEFAULTS.annualRate),
  years: YearsSchema.default(DEFAULTS.years),
  primaCasa: z.boolean().default(true),
  costs: z
    .object({
      istruttoriaRate: ShareSchema,
      istruttoriaFlatCents: CentsSchema.nullable(),
      periziaCents: CentsSchema,
      impostaSostitutivaRate: ShareSchema,
      insuranceCents: CentsSchema,
      insuranceLabel: z.string().trim().min(1),
      monthlyFeeCents: CentsSchema,
    })
    .partial()
    .default({}),
});
export type RepresentativeExampleConfigInput = z.input<typeof RepresentativeExampleConfigSchema>;
