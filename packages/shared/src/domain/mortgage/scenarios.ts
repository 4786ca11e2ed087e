import { amortisationSchedule } from './instalment';
import { MORTGAGE_LIMITS } from './limits';
import { exampleCosts, type RepresentativeExampleCosts } from './representative-example';
import { annualPercentageRate } from './taeg';

/** The durations the Piano D'Acquisto compares side by side. */
export const SCENARIO_YEARS = [20, 25, 30] as const;

/** The rate rises compared, in points (1 = one percentage point). */
export const SCENARIO_RATE_RISES = [1, 2] as const;

/** One loan priced: its first instalment and its TAEG, with the example's costs. */
export interface LoanScenario {
  key: string;
  /** «20 anni», «TAN +1 punto», «Tasso variabile». */
  label: string;
  rateType: 'fisso' | 'variabile';
  loanCents: number;
  years: number;
  annualRate: number;
  instalmentCents: number;
  numberOfInstalments: number;
  /** TAEG, unrounded (show it with two decimals, as the example does). */
  taeg: number;
  /** Every instalment, the costs in the TAEG included. */
  totalPayableCents: number;
}

export interface ScenarioInput {
  loanCents: number;
  /** The plan's duration: the rate rises and the variable rate are priced on it. */
  years: number;
  /** The TAN of the plan's duration. */
  annualRate: number;
  /** The TAN for another duration (the provider's band, or the rate the buyer typed). */
  rateForYears: (years: number) => number;
  /** The admin's variable TAN (Euribor plus spread as one figure), or null when not offered. */
  variableAnnualRate: number | null;
  /** Durations the buyer may not take (the age limit): longer ones are left out. */
  maxYears?: number;
  primaCasa: boolean;
  costs: RepresentativeExampleCosts;
}

/**
 * A loan's instalment and TAEG by the representative example's rules: the same schedule and
 * costs, the same solver (`annualPercentageRate`), so each figure equals the example's for
 * that loan to the cent. A variable rate is priced as if it stayed as it is today, as the
 * TAEG of a variable-rate loan is computed (Directive 2014/17/EU, Annex I).
 *
 * @throws RangeError when an input is outside the engine's domain or costs ≥ loan.
 */
export function priceLoan(
  key: string,
  label: string,
  rateType: LoanScenario['rateType'],
  terms: { loanCents: number; annualRate: number; years: number },
  primaCasa: boolean,
  costs: RepresentativeExampleCosts,
): LoanScenario {
  const schedule = amortisationSchedule(terms);
  const list = exampleCosts(terms.loanCents, primaCasa, costs);
  const upfront = list.filter((x) => x.when === 'upfront').reduce((s, x) => s + x.amountCents, 0);
  const monthly = list.filter((x) => x.when === 'monthly').reduce((s, x) => s + x.amountCents, 0);
  const payments = schedule.rows.map((row) => row.payment + monthly);
  return {
    key,
    label,
    rateType,
    ...terms,
    instalmentCents: schedule.instalmentCents,
    numberOfInstalments: schedule.rows.length,
    taeg: annualPercentageRate(terms.loanCents - upfront, payments),
    totalPayableCents: payments.reduce((s, p) => s + p, 0) + upfront,
  };
}

/**
 * The scenarios side by side: 20, 25 and 30 years at their rate; the plan's duration with
 * the rate one and two points higher; the variable rate when the provider set one. Each with
 * its instalment and TAEG.
 */
export function loanScenarios(input: ScenarioInput): LoanScenario[] {
  const { loanCents, years, primaCasa, costs } = input;
  const out: LoanScenario[] = [];
  for (const y of SCENARIO_YEARS) {
    if (input.maxYears !== undefined && y > input.maxYears) continue;
    const terms = { loanCents, annualRate: input.rateForYears(y), years: y };
    out.push(priceLoan(`anni-${y}`, `${y} anni`, 'fisso', terms, primaCasa, costs));
  }
  for (const rise of SCENARIO_RATE_RISES) {
    // Rounded to a millionth: 0,035 + 0,01 is 0,045, not 0,045000000000000005.
    const annualRate = Math.round((input.annualRate + rise / 100) * 1e6) / 1e6;
    if (annualRate > MORTGAGE_LIMITS.maxAnnualRate) continue;
    const label = `TAN +${rise} ${rise === 1 ? 'punto' : 'punti'}`;
    const terms = { loanCents, annualRate, years };
    out.push(priceLoan(`tan-piu-${rise}`, label, 'fisso', terms, primaCasa, costs));
  }
  if (input.variableAnnualRate !== null) {
    const terms = { loanCents, annualRate: input.variableAnnualRate, years };
    out.push(priceLoan('variabile', 'Tasso variabile', 'variabile', terms, primaCasa, costs));
  }
  return out;
}
