import {
  MONTHS_PER_YEAR,
  assertAnnualRate,
  assertCents,
  assertShare,
  assertYears,
  floorToEuro,
  roundCents,
} from './money';
import { MORTGAGE_MESSAGES } from './messages';

/** A fixed-rate loan: amount in integer cents, TAN as a decimal (0.035), whole years. */
export interface LoanTerms {
  loanCents: number;
  annualRate: number;
  years: number;
}

/** One row of the amortisation schedule; every amount in integer cents. */
export interface ScheduleRow {
  /** Instalment number, 1-based. */
  n: number;
  payment: number;
  interest: number;
  principal: number;
  /** Outstanding balance after this payment. */
  balance: number;
}

/** A French amortisation schedule and its totals (integer cents). */
export interface AmortisationSchedule {
  /** The constant instalment R, rounded to the cent. */
  instalmentCents: number;
  /** The last payment: R plus or minus the rounding residue, closing the balance at 0. */
  lastPaymentCents: number;
  rows: ScheduleRow[];
  totalInterestCents: number;
  totalPaidCents: number;
}

/**
 * Present value of 1 paid at the end of each of `months` periods at `monthlyRate`:
 * (1 − (1 + i)^−n) / i, and n when i = 0. Computed with expm1/log1p so that tiny rates
 * keep their precision.
 */
export function annuityFactor(monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return months;
  return -Math.expm1(-months * Math.log1p(monthlyRate)) / monthlyRate;
}

function checkTerms({ loanCents, annualRate, years }: LoanTerms): void {
  assertCents(loanCents);
  assertAnnualRate(annualRate);
  assertYears(years);
}

/**
 * Monthly instalment of a French-amortisation loan, rounded to the cent:
 * R = C · i / (1 − (1 + i)^−n) with i = TAN / 12 and n = years × 12; R = C / n when i = 0.
 *
 * @example instalmentCents({ loanCents: 15_000_000, annualRate: 0.035, years: 25 }) // 75_094
 * @throws RangeError when the terms are outside the engine's domain (see `MORTGAGE_LIMITS`).
 */
export function instalmentCents(terms: LoanTerms): number {
  checkTerms(terms);
  const months = terms.years * MONTHS_PER_YEAR;
  return roundCents(terms.loanCents / annuityFactor(terms.annualRate / MONTHS_PER_YEAR, months));
}

/**
 * Full amortisation schedule. Each month the interest is the balance × TAN/12 rounded to the
 * cent and the principal is R − interest; the last payment takes whatever balance is left, so
 * the principals add up to the loan exactly and the final balance is exactly 0.
 *
 * With an extreme rate × duration (e.g. 25 % over 40 years) or a loan of a few hundred euros,
 * the half-cent rounding of R compounds to more than one instalment: then the loan may close a month or two early
 * (`rows.length` < years × 12) or the last payment may be well above R. With realistic terms
 * (TAN ≤ 12 %) the schedule always has years × 12 rows.
 *
 * @throws RangeError when the terms are outside the engine's domain.
 */
export function amortisationSchedule(terms: LoanTerms): AmortisationSchedule {
  const rows: ScheduleRow[] = [];
  const summary = walkSchedule(terms, (row) => rows.push(row));
  return {
    instalmentCents: summary.instalmentCents,
    lastPaymentCents: summary.lastPaymentCents,
    rows,
    totalInterestCents: summary.totalInterestCents,
    totalPaidCents: summary.totalPaidCents,
  };
}

/** The schedule's totals without its rows: every payment is R but the last one. */
export interface ScheduleSummary extends Omit<AmortisationSchedule, 'rows'> {
  /** How many payments (years × 12 with realistic terms). */
  payments: number;
}

/**
 * The totals of `amortisationSchedule`, computed by the same walk without keeping a row:
 * what Display Rata needs for each of a page's prices (QUALITY.md P10).
 *
 * @throws RangeError when the terms are outside the engine's domain.
 */
export function scheduleSummary(terms: LoanTerms): ScheduleSummary {
  return walkSchedule(terms);
}

function walkSchedule(terms: LoanTerms, onRow?: (row: ScheduleRow) => void): ScheduleSummary {
  const instalment = instalmentCents(terms);
  const months = terms.years * MONTHS_PER_YEAR;
  const monthlyRate = terms.annualRate / MONTHS_PER_YEAR;
  let balance = terms.loanCents;
  let totalInterest = 0;
  let totalPaid = 0;
  let payments = 0;
  let lastPayment = 0;
  for (let n = 1; n <= months && balance > 0; n += 1) {
    const interest = roundCents(balance * monthlyRate);
    const closes = n === months || instalment - interest >= balance;
    const principal = closes ? balance : instalment - interest;
    const payment = closes ? balance + interest : instalment;
    balance -= principal;
    totalInterest += interest;
    totalPaid += payment;
    payments = n;
    lastPayment = payment;
    onRow?.({ n, payment, interest, principal, balance });
  }
  return {
    instalmentCents: instalment,
    lastPaymentCents: lastPayment,
    totalInterestCents: totalInterest,
    totalPaidCents: totalPaid,
    payments,
  };
}

/** Loan and instalment that Display Rata shows for one listed price. */
export interface PriceInstalment {
  /** price × LTV, floored to the whole euro. */
  loanCents: number;
  instalmentCents: number;
}

/**
 * Display Rata: the loan (price × LTV, floored to the euro) and its monthly instalment.
 *
 * @param input.priceCents listed price in integer cents.
 * @param input.ltv loan-to-value as a decimal (0.8).
 * @throws RangeError when an input is outside the engine's domain.
 */
export function instalmentForPrice(input: {
  priceCents: number;
  ltv: number;
  annualRate: number;
  years: number;
}): PriceInstalment {
  assertCents(input.priceCents);
  assertShare(input.ltv, 0, 1, MORTGAGE_MESSAGES.ltv);
  const loanCents = floorToEuro(input.priceCents * input.ltv);
  return {
    loanCents,
    instalmentCents: instalmentCents({
      loanCents,
      annualRate: input.annualRate,
      years: input.years,
    }),
  };
}
