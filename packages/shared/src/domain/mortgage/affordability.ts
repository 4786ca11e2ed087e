import { annuityFactor, instalmentCents } from './instalment';
import {
  MONTHS_PER_YEAR,
  assertAnnualRate,
  assertCents,
  assertShare,
  assertYears,
  floorCents,
  floorToEuro,
} from './money';
import { DEFAULTS, MORTGAGE_LIMITS, MORTGAGE_MESSAGES } from './schemas';

/** Note the UI shows whenever the Consap option lifts the loan-to-value cap. */
export const CONSAP_NOTE =
  "Oltre l'80 % del valore solo con la garanzia del Fondo Consap per la prima casa (mutui fino a 250.000 €): la banca decide se concedere il mutuo e a quali condizioni.";

/** Incomes and commitments of the applicants (integer cents, quota as a decimal). */
export interface AffordabilityInput {
  /** Net monthly income of each applicant (one or two), integer cents ≥ 0. */
  netMonthlyIncomesCents: readonly number[];
  /** Instalments of loans already running, per month, integer cents (default 0). */
  otherInstalmentsCents?: number;
  /** Share of the summed income that may go to instalments (default `DEFAULTS.quota`). */
  quota?: number;
}

/**
 * Affordable monthly instalment: (sum of net monthly incomes) × quota − other instalments,
 * floored to the cent and never below 0.
 *
 * @throws RangeError on more than two applicants or amounts that are not integer cents ≥ 0.
 */
export function affordableInstalmentCents(input: AffordabilityInput): number {
  const quota = input.quota ?? DEFAULTS.quota;
  const other = input.otherInstalmentsCents ?? 0;
  if (input.netMonthlyIncomesCents.length > MORTGAGE_LIMITS.maxApplicants)
    throw new RangeError(MORTGAGE_MESSAGES.applicantsMax);
  for (const income of input.netMonthlyIncomesCents) assertCents(income, MORTGAGE_MESSAGES.income);
  assertCents(other);
  assertShare(quota, 0, 1, MORTGAGE_MESSAGES.quota);
  const income = input.netMonthlyIncomesCents.reduce((sum, v) => sum + v, 0);
  return Math.max(0, floorCents(income * quota) - other);
}

/**
 * Largest loan whose instalment fits `instalmentCents`: R · (1 − (1 + i)^−n) / i, or R · n when
 * i = 0, floored to the whole euro, so that `instalmentCents()` of the result never exceeds R.
 *
 * @param instalmentCents affordable instalment, integer cents.
 * @param annualRate TAN as a decimal.
 * @param years whole years, 5–40.
 */
export function maxLoanFromInstalmentCents(
  instalmentCents: number,
  annualRate: number,
  years: number,
): number {
  assertCents(instalmentCents);
  assertAnnualRate(annualRate);
  assertYears(years);
  const months = years * MONTHS_PER_YEAR;
  return floorToEuro(instalmentCents * annuityFactor(annualRate / MONTHS_PER_YEAR, months));
}

/** Loan-to-value settings (decimals; the Consap cap in integer cents). */
export interface LtvOptions {
  /** Ordinary loan-to-value cap (default 0.8). */
  ltv?: number;
  /** Use the Consap guarantee: lifts the cap to `consapLtv`, loan ≤ `consapMaxLoanCents`. */
  consap?: boolean;
  /** Cap with Consap (default 1). */
  consapLtv?: number;
  /** Consap's maximum loan (default 250.000 €). */
  consapMaxLoanCents?: number;
}

/** The largest loan a bank grants on a property value. */
export interface LtvCap {
  /** Floored to the whole euro; with Consap also ≤ the Consap maximum. */
  maxLoanCents: number;
  /** The loan-to-value actually applied. */
  ltv: number;
  consap: boolean;
  /** True with Consap: the UI shows `CONSAP_NOTE` ("la banca decide"). */
  bankDecides: boolean;
  note: string | null;
}

/**
 * Loan-to-value cap: `ltv` × value (80 % by default, CICR 22 April 1995); with the Consap option
 * up to `consapLtv` (100 %) and never above Consap's 250.000 €, flagged `bankDecides`.
 *
 * @param propertyValueCents price or appraised value, integer cents.
 */
export function ltvCap(propertyValueCents: number, options: LtvOptions = {}): LtvCap {
  assertCents(propertyValueCents);
  const ordinary = options.ltv ?? DEFAULTS.ltv;
  assertShare(ordinary, 0, 1, MORTGAGE_MESSAGES.ltv);
  const consap = options.consap === true;
  if (!consap) {
    return {
      maxLoanCents: floorToEuro(propertyValueCents * ordinary),
      ltv: ordinary,
      consap,
      bankDecides: false,
      note: null,
    };
  }
  const consapLtv = options.consapLtv ?? DEFAULTS.consapLtv;
  assertShare(consapLtv, 0, 1, MORTGAGE_MESSAGES.ltv);
  const consapMax = options.consapMaxLoanCents ?? DEFAULTS.consapMaxLoanCents;
  assertCents(consapMax);
  const ltv = Math.max(ordinary, consapLtv);
  return {
    maxLoanCents: Math.min(floorToEuro(propertyValueCents * ltv), floorToEuro(consapMax)),
    ltv,
    consap,
    bankDecides: true,
    note: CONSAP_NOTE,
  };
}

/** Everything the maximum loan depends on. */
export interface MaxLoanInput extends AffordabilityInput, LtvOptions {
  annualRate: number;
  years: number;
  /** Property value in integer cents; without it only the income limits the loan. */
  propertyValueCents?: number;
}

/** The maximum loan and what limits it (integer cents). */
export interface MaxLoan {
  affordableInstalmentCents: number;
  /** Largest loan the income allows (whole euros). */
  fromIncomeCents: number;
  /** Loan-to-value cap, null without a property value. */
  ltvCapCents: number | null;
  maxLoanCents: number;
  /** Instalment of `maxLoanCents` (≤ the affordable instalment). */
  instalmentCents: number;
  /** 'ltv' also covers Consap's 250.000 € ceiling. */
  limitedBy: 'income' | 'ltv';
  bankDecides: boolean;
  note: string | null;
}

/**
 * Maximum loan: the smaller of what the income allows and the loan-to-value cap (when a
 * property value is given). Monotone: a higher income never lowers it.
 */
export function maxLoan(input: MaxLoanInput): MaxLoan {
  const affordable = affordableInstalmentCents(input);
  const fromIncome = maxLoanFromInstalmentCents(affordable, input.annualRate, input.years);
  const cap =
    input.propertyValueCents === undefined ? null : ltvCap(input.propertyValueCents, input);
  const consapOnly = cap === null && input.consap === true;
  const ceiling =
    cap?.maxLoanCents ??
    (consapOnly ? floorToEuro(input.consapMaxLoanCents ?? DEFAULTS.consapMaxLoanCents) : null);
  const limitedByLtv = ceiling !== null && ceiling < fromIncome;
  const loan = limitedByLtv ? ceiling : fromIncome;
  const bankDecides = cap?.bankDecides ?? consapOnly;
  return {
    affordableInstalmentCents: affordable,
    fromIncomeCents: fromIncome,
    ltvCapCents: ceiling,
    maxLoanCents: loan,
    instalmentCents: instalmentCents({
      loanCents: loan,
      annualRate: input.annualRate,
      years: input.years,
    }),
    limitedBy: limitedByLtv ? 'ltv' : 'income',
    bankDecides,
    note: bankDecides ? CONSAP_NOTE : null,
  };
}

/**
 * Longest duration the applicants' ages allow: `maxAgeAtEnd` − age of the oldest (or youngest,
 * per `rule`) applicant, at most 40 years.
 *
 * @returns whole years, or null when fewer than 5 years remain (no mortgage possible).
 */
export function maxYearsForAges(
  ages: readonly number[],
  options: { maxAgeAtEnd?: number; rule?: 'oldest' | 'youngest' } = {},
): number | null {
  if (ages.length === 0) return MORTGAGE_LIMITS.maxYears;
  const maxAgeAtEnd = options.maxAgeAtEnd ?? DEFAULTS.maxAgeAtEnd;
  const age =
    (options.rule ?? DEFAULTS.ageRule) === 'oldest' ? Math.max(...ages) : Math.min(...ages);
  const years = Math.min(MORTGAGE_LIMITS.maxYears, Math.floor(maxAgeAtEnd - age));
  return years >= MORTGAGE_LIMITS.minYears ? years : null;
}
