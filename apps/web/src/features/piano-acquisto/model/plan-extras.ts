import { annualRateForYears, mortgage, type ToolDefaults } from '@portal/shared';
import type { CalculatorValues } from './calculator-form';
import { feesOf, type FieldErrors, type PlanOutcome } from './compute-plan';
import { parseAge, parseAmount } from './parse-fields';

/** The purchase at up to 100 % of the price that a higher Consap guarantee allows. */
export interface FullPricePlan {
  priceCents: number;
  loanCents: number;
  ltv: number;
  guaranteePercent: number;
  scenario: mortgage.LoanScenario;
}

export type ConsapOutcome =
  /** Asked for, but a fact is missing: the page says what to answer. */
  | { kind: 'incomplete' }
  | { kind: 'answer'; answer: mortgage.ConsapAnswer; full: FullPricePlan | null };

export interface PlanExtras {
  consap: ConsapOutcome | null;
  /** Side by side: 20, 25, 30 years; +1 and +2 points; the variable rate (decision 116). */
  scenarios: mortgage.LoanScenario[];
  errors: FieldErrors;
}

const NONE: PlanExtras = { consap: null, scenarios: [], errors: {} };

/** The loan the plan found (or was given) and its price; null without a loan. */
function loanOf(outcome: PlanOutcome) {
  if (outcome.kind === 'budget') {
    if (!outcome.loan) return null;
    return { loan: outcome.loan, priceCents: outcome.result.priceCents };
  }
  return { loan: outcome.loan, priceCents: outcome.priceCents };
}

/**
 * The scenarios of the plan's loan and, when asked for on a prima casa, the Consap check of
 * the buyer's facts with the provider's dated rules (and its 100 % plan). Pure: `today` is
 * the day in Europe/Rome.
 */
export function planExtras(
  v: CalculatorValues,
  outcome: PlanOutcome | null,
  defaults: ToolDefaults,
  today: string,
): PlanExtras {
  try {
    return extrasOf(v, outcome, defaults, today);
  } catch (error) {
    // What the engine cannot price (costs above a tiny loan) is left out, as the plan is.
    if (error instanceof RangeError) return NONE;
    throw error;
  }
}

function extrasOf(
  v: CalculatorValues,
  outcome: PlanOutcome | null,
  defaults: ToolDefaults,
  today: string,
): PlanExtras {
  if (!outcome) return NONE;
  const found = loanOf(outcome);
  if (!found) return NONE;
  const { loan, priceCents } = found;
  const primaCasa = v.home === 'prima';
  const costs = feesOf(defaults);
  const typedRate = loan.annualRate;
  // The rate follows the provider's band unless the visitor typed one: then every duration has it.
  const rateForYears = (years: number) =>
    v.rateFollowsBand ? annualRateForYears(defaults, years) : typedRate;
  const scenarios = mortgage.loanScenarios({
    loanCents: loan.loanCents,
    years: loan.years,
    annualRate: loan.annualRate,
    rateForYears,
    variableAnnualRate: defaults.variableAnnualRate,
    // A duration the ages shortened is the longest the buyer may take.
    ...(outcome.kind === 'budget' && outcome.ageNote ? { maxYears: outcome.years } : {}),
    primaCasa,
    costs,
  });
  if (!v.consap || !primaCasa) return { consap: null, scenarios, errors: {} };

  const errors: FieldErrors = {};
  const isee = parseAmount(v.isee);
  if (isee.error) errors.isee = isee.error;
  const ages =
    outcome.kind === 'budget' ? [parseAge(v.age1), parseAge(v.age2)] : [parseAge(v.consapAge)];
  if (outcome.kind === 'rata' && ages[0]?.error) errors.consapAge = ages[0].error;
  if (v.consapFirstHome === '' || v.consapCategory === '' || v.consapPriority === '')
    return { consap: { kind: 'incomplete' }, scenarios, errors };
  if (Object.keys(errors).length > 0) return { consap: null, scenarios, errors };
  const known = ages.flatMap((a) => (typeof a.value === 'number' ? [a.value] : []));

  const answer = mortgage.consapCheck({
    facts: {
      firstHome: v.consapFirstHome === 'si',
      category: v.consapCategory,
      priority: v.consapPriority,
      iseeCents: isee.value ?? null,
      youngestAge: known.length > 0 ? Math.min(...known) : null,
    },
    loanCents: loan.loanCents,
    priceCents,
    rules: defaults.consap,
    today,
  });
  const full =
    answer.status === 'eligible' && answer.fullPrice
      ? fullPricePlan(outcome, loan, priceCents, answer.fullPrice.guaranteePercent, defaults)
      : null;
  return { consap: { kind: 'answer', answer, full }, scenarios, errors };
}

/**
 * With the higher guarantee the bank may lend up to 100 % of the price, within the Fund's
 * ceiling: on a given price, the loan of the whole price (or the ceiling); for "quanto posso
 * spendere", the engine's maximum price with the loan-to-value lifted. Null when it gives no
 * more than the plan already has.
 */
function fullPricePlan(
  outcome: PlanOutcome,
  loan: { loanCents: number; annualRate: number; years: number },
  priceCents: number | null,
  guaranteePercent: number,
  defaults: ToolDefaults,
): FullPricePlan | null {
  const maxLoan = defaults.consap.maxLoanCents;
  let price: number;
  let loanCents: number;
  if (outcome.kind === 'budget') {
    const lifted = mortgage.maxPriceForPlan({
      ...outcome.plan,
      consap: true,
      consapMaxLoanCents: maxLoan,
    });
    if (!lifted.feasible || lifted.priceCents <= (priceCents ?? 0)) return null;
    price = lifted.priceCents;
    loanCents = lifted.loanCents;
  } else {
    if (!priceCents) return null;
    price = priceCents;
    loanCents = Math.min(priceCents, maxLoan);
    if (loanCents <= loan.loanCents) return null;
  }
  const scenario = mortgage.priceLoan(
    'consap-100',
    'Fino al 100 % del prezzo con la garanzia Consap',
    'fisso',
    { loanCents, annualRate: loan.annualRate, years: loan.years },
    outcome.kind === 'budget' ? outcome.plan.primaCasa : true,
    feesOf(defaults),
  );
  return { priceCents: price, loanCents, ltv: loanCents / price, guaranteePercent, scenario };
}
