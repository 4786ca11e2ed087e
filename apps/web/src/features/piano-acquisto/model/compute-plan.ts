import { annualRateForYears, mortgage, type ToolDefaults } from '@portal/shared';
import type { CalculatorValues } from './calculator-form';
import { FIELD_MESSAGES, parseAge, parseAmount, parseRate, parseYears } from './parse-fields';

export type FieldErrors = Partial<Record<keyof CalculatorValues, string>>;

/** Where an engine schema issue shows in the form. */
const SCHEMA_FIELDS: Record<string, keyof CalculatorValues> = {
  applicants: 'income1',
  otherInstalmentsCents: 'otherInstalments',
  savingsCents: 'savings',
  annualRate: 'rate',
  years: 'years',
  renditaCatastaleCents: 'rendita',
};

const NOT_COMPUTABLE =
  'Con questi importi il piano non si può calcolare: controlla i dati inseriti.';

/** The loan's common figures: schedule (chart and table) and the representative example. */
export interface LoanOutcome {
  loanCents: number;
  annualRate: number;
  years: number;
  schedule: mortgage.AmortisationSchedule;
  example: mortgage.RepresentativeExample;
}

export interface BudgetOutcome {
  kind: 'budget';
  result: mortgage.MaxPrice;
  loan: LoanOutcome | null;
  /** Said when the applicants' ages shortened the duration typed. */
  ageNote: string | null;
  /** The Consap guarantee was asked for (prima casa): the page explains it. */
  consap: boolean;
  /** The duration used (the ages may have shortened the one typed). */
  years: number;
  /** The engine's input, for the purchase at up to 100 % of the price with Consap. */
  plan: mortgage.PurchasePlan;
}

export interface RataOutcome {
  kind: 'rata';
  priceCents: number | null;
  loan: LoanOutcome;
  /** Loan / price, null without a price. */
  ltv: number | null;
  costs: mortgage.PurchaseCosts | null;
  /** Price − loan + costs, null without a price. */
  ownFundsCents: number | null;
  notes: string[];
  /** Above the usual loan-to-value on a prima casa: only with the Consap guarantee. */
  consap: boolean;
}

export type PlanOutcome = BudgetOutcome | RataOutcome;

interface Common {
  years: number;
  annualRate: number;
  primaCasa: boolean;
  seller: 'private' | 'builder';
  renditaCatastaleCents: number | null;
  commissionRate: number;
}

function parseCommon(v: CalculatorValues, errors: FieldErrors): Common | null {
  const years = parseYears(v.years);
  const rate = parseRate(v.rate, {
    min: 0,
    max: mortgage.MORTGAGE_LIMITS.maxAnnualRate,
    message: FIELD_MESSAGES.rate,
  });
  const rendita = parseAmount(v.rendita);
  const commission = parseRate(v.commission.trim() === '' ? '0' : v.commission, {
    min: 0,
    max: 0.1,
    message: FIELD_MESSAGES.commission,
  });
  if (years.error) errors.years = years.error;
  if (rate.error) errors.rate = rate.error;
  if (rendita.error) errors.rendita = rendita.error;
  if (commission.error) errors.commission = commission.error;
  if (
    years.value === undefined ||
    rate.value === undefined ||
    rendita.error ||
    commission.value === undefined
  )
    return null;
  return {
    years: years.value,
    annualRate: rate.value,
    primaCasa: v.home === 'prima',
    seller: v.seller,
    renditaCatastaleCents: rendita.value ?? null,
    commissionRate: commission.value,
  };
}

/** The provider's fees in the TAEG and in the purchase costs (its dated conditions). */
export const feesOf = (d: ToolDefaults) => ({
  istruttoriaRate: d.istruttoriaRate,
  istruttoriaFlatCents: null,
  periziaCents: d.periziaCents,
});

function loanOutcome(
  loanCents: number,
  c: Common,
  intermediary: { name: string; details: string },
  valueCents: number | null,
  defaults: ToolDefaults,
): LoanOutcome {
  const terms = { loanCents, annualRate: c.annualRate, years: c.years };
  return {
    ...terms,
    schedule: mortgage.amortisationSchedule(terms),
    example: mortgage.representativeExample({
      intermediaryName: intermediary.name,
      intermediaryDetails: intermediary.details,
      loanCents,
      ...(valueCents ? { propertyValueCents: valueCents } : {}),
      annualRate: c.annualRate,
      years: c.years,
      primaCasa: c.primaCasa,
      costs: feesOf(defaults),
    }),
  };
}

/**
 * The whole plan from the typed fields: field errors (Italian, per field), or the outcome of
 * the engine. Pure: the page calls it on a lightly debounced copy of the values.
 */
export function computePlan(
  v: CalculatorValues,
  defaults: ToolDefaults,
  intermediary: { name: string; details: string },
): { errors: FieldErrors; outcome: PlanOutcome | null } {
  const errors: FieldErrors = {};
  const common = parseCommon(v, errors);
  try {
    return v.mode === 'budget'
      ? budget(v, common, defaults, intermediary, errors)
      : rata(v, common, defaults, intermediary, errors);
  } catch (error) {
    // The engine refuses what it cannot compute (e.g. costs above a tiny loan): say so on the field.
    if (!(error instanceof RangeError)) throw error;
    return {
      errors: { [v.mode === 'budget' ? 'savings' : 'loan']: NOT_COMPUTABLE },
      outcome: null,
    };
  }
}

/** The rate field still shows the provider's rate for the duration typed. */
const followsBand = (v: CalculatorValues, c: Common, defaults: ToolDefaults) =>
  v.rateFollowsBand && Math.abs(c.annualRate - annualRateForYears(defaults, c.years)) < 1e-9;

/** The ages typed (optional), and which field holds a given age for its message. */
function applicantAges(v: CalculatorValues, errors: FieldErrors) {
  const age1 = parseAge(v.age1);
  const age2 = parseAge(v.age2);
  if (age1.error) errors.age1 = age1.error;
  if (age2.error) errors.age2 = age2.error;
  if (age1.error || age2.error) return null;
  const values = [age1.value, age2.value].filter((x): x is number => typeof x === 'number');
  return {
    values,
    fieldOf: (age: number): keyof CalculatorValues => (age1.value === age ? 'age1' : 'age2'),
  };
}

function budget(
  v: CalculatorValues,
  c: Common | null,
  defaults: ToolDefaults,
  intermediary: { name: string; details: string },
  errors: FieldErrors,
) {
  const income1 = parseAmount(v.income1, { required: true });
  const income2 = parseAmount(v.income2);
  const other = parseAmount(v.otherInstalments, { fallback: 0 });
  const savings = parseAmount(v.savings, { required: true });
  if (income1.error) errors.income1 = income1.error;
  if (income2.error) errors.income2 = income2.error;
  if (other.error) errors.otherInstalments = other.error;
  if (savings.error) errors.savings = savings.error;
  if (!c || Object.keys(errors).length > 0) return { errors, outcome: null };
  const ages = applicantAges(v, errors);
  if (!ages) return { errors, outcome: null };
  const limit = mortgage.ageLimit(ages.values, defaults.maxAgeAtEnd, defaults.ageRule);
  if (limit && mortgage.tooOldForAnyLoan(limit)) {
    errors[ages.fieldOf(limit.age)] = mortgage.AGE_LIMIT_MESSAGES.none(limit);
    return { errors, outcome: null };
  }
  // The ages shorten the duration typed rather than refuse it: the plan says so.
  const years = limit ? Math.min(c.years, limit.maxYears) : c.years;
  const ageNote =
    limit && years < c.years ? mortgage.AGE_LIMIT_MESSAGES.capped(limit, c.years) : null;
  // A shorter loan falls in a shorter band: its rate, unless the visitor typed one.
  const annualRate =
    years < c.years && followsBand(v, c, defaults)
      ? annualRateForYears(defaults, years)
      : c.annualRate;
  const incomes = [income1.value, income2.value].filter((x): x is number => typeof x === 'number');
  // Asked for on a prima casa: the page explains the guarantee and checks the buyer's facts;
  // the plan stays within the usual loan-to-value, and the purchase at up to 100 % of the
  // price is a scenario of its own when the check allows it (consap-plan.ts).
  const consap = v.consap && c.primaCasa;
  const plan = mortgage.PurchasePlanInputSchema.safeParse({
    applicants: incomes.map((netMonthlyIncomeCents) => ({ netMonthlyIncomeCents })),
    otherInstalmentsCents: other.value ?? 0,
    savingsCents: savings.value ?? 0,
    annualRate,
    years,
    quota: defaults.quota,
    ltv: defaults.ltv,
    consap: false,
    primaCasa: c.primaCasa,
    seller: c.seller,
    renditaCatastaleCents: c.renditaCatastaleCents,
    includeAgency: c.commissionRate > 0,
    costOptions: { agencyCommissionRate: c.commissionRate, ...feesOf(defaults) },
  });
  if (!plan.success) {
    for (const issue of plan.error.issues)
      errors[SCHEMA_FIELDS[String(issue.path[0])] ?? 'income1'] ??= issue.message;
    return { errors, outcome: null };
  }
  const result = mortgage.maxPriceForPlan(plan.data);
  const loan =
    result.loanCents > 0
      ? loanOutcome(
          result.loanCents,
          { ...c, years, annualRate },
          intermediary,
          result.priceCents,
          defaults,
        )
      : null;
  return {
    errors,
    outcome: { kind: 'budget' as const, result, loan, ageNote, consap, years, plan: plan.data },
  };
}

function rata(
  v: CalculatorValues,
  c: Common | null,
  defaults: ToolDefaults,
  intermediary: { name: string; details: string },
  errors: FieldErrors,
) {
  const price = parseAmount(v.price);
  const loanField = parseAmount(v.loan, { required: v.price.trim() === '' });
  if (price.error) errors.price = price.error;
  if (loanField.error) errors.loan = loanField.error;
  if (price.value === 0) errors.price = FIELD_MESSAGES.positive;
  const priceCents = price.value ?? null;
  const loanCents =
    loanField.value ?? (priceCents ? mortgage.floorToEuro(priceCents * defaults.ltv) : null);
  if (!errors.loan && loanCents !== null && loanCents <= 0) errors.loan = FIELD_MESSAGES.positive;
  if (!errors.loan && !errors.price && priceCents && loanCents !== null && loanCents > priceCents) {
    errors.loan = 'Il mutuo non può superare il prezzo dell’immobile';
  }
  if (!c || loanCents === null || Object.keys(errors).length > 0) return { errors, outcome: null };
  const ltv = priceCents ? loanCents / priceCents : null;
  const notes: string[] = [];
  const aboveLtv = ltv !== null && ltv > defaults.ltv + 1e-9;
  if (aboveLtv) {
    notes.push(
      c.primaCasa
        ? mortgage.CONSAP_NOTE
        : `Oltre l’${Math.round(defaults.ltv * 100)} % del valore le banche di norma non finanziano una seconda casa.`,
    );
  }
  const costs = priceCents
    ? mortgage.purchaseCosts({
        priceCents,
        loanCents,
        primaCasa: c.primaCasa,
        seller: c.seller,
        renditaCatastaleCents: c.renditaCatastaleCents,
        includeAgency: c.commissionRate > 0,
        options: { agencyCommissionRate: c.commissionRate, ...feesOf(defaults) },
      })
    : null;
  const outcome: RataOutcome = {
    kind: 'rata',
    priceCents,
    loan: loanOutcome(loanCents, c, intermediary, priceCents, defaults),
    ltv,
    costs,
    ownFundsCents: priceCents && costs ? priceCents - loanCents + costs.totalCents : null,
    notes,
    consap: (aboveLtv || v.consap) && c.primaCasa,
  };
  return { errors, outcome };
}
