import { amortisationSchedule, type LoanTerms } from './instalment';
import { MONTHS_PER_YEAR, assertCents } from './money';
import { MORTGAGE_MESSAGES } from './messages';

/** Tolerance on the monthly rate when solving for the TAEG (≈ 1e-12 on the annual rate). */
const MONTHLY_RATE_TOLERANCE = 1e-14;
const MAX_ITERATIONS = 200;

function presentValue(
  paymentsCents: readonly number[],
  monthlyRate: number,
): { pv: number; dpv: number } {
  const v = 1 / (1 + monthlyRate);
  let discount = 1;
  let pv = 0;
  let dpv = 0;
  for (let k = 0; k < paymentsCents.length; k += 1) {
    discount *= v;
    const p = paymentsCents[k] ?? 0;
    pv += p * discount;
    // d/dr of p·(1+r)^−(k+1) = −(k+1)·p·(1+r)^−(k+2)
    dpv -= (k + 1) * p * discount * v;
  }
  return { pv, dpv };
}

/**
 * Annual percentage rate (TAEG) of a cash-flow: the consumer receives `netAdvanceCents` at
 * t = 0 and pays `monthlyPaymentsCents[k]` at t = (k + 1) / 12 years. Solves the EU consumer
 * credit equation Σ P_k · (1 + X)^−t_k = net advance for X (Directive 2014/17/EU, Annex I,
 * months of equal length), by Newton's method kept inside a bisection bracket.
 *
 * @returns X as a decimal effective annual rate (0.0372 = 3,72 %), unrounded.
 * @throws RangeError when the net advance is not positive or a payment is negative, or when
 *   the payments do not even repay the net advance at a rate of −99 %.
 */
export function annualPercentageRate(
  netAdvanceCents: number,
  monthlyPaymentsCents: readonly number[],
): number {
  if (!Number.isFinite(netAdvanceCents) || netAdvanceCents <= 0) {
    throw new RangeError(MORTGAGE_MESSAGES.netAdvance);
  }
  if (monthlyPaymentsCents.some((p) => !Number.isFinite(p) || p < 0)) {
    throw new RangeError(MORTGAGE_MESSAGES.negativePayments);
  }
  return solveMonthlyRate(netAdvanceCents, (r) => presentValue(monthlyPaymentsCents, r));
}

/**
 * `annualPercentageRate` of `count` payments of `paymentCents`, the last one `lastPaymentCents`
 * (a French schedule): the same equation and solver, each present value in closed form rather
 * than a sum over every month, so a page of 200 prices costs little (QUALITY.md P10).
 *
 * @throws RangeError as `annualPercentageRate`.
 */
export function annuityPercentageRate(
  netAdvanceCents: number,
  paymentCents: number,
  count: number,
  lastPaymentCents: number,
): number {
  if (!Number.isFinite(netAdvanceCents) || netAdvanceCents <= 0) {
    throw new RangeError(MORTGAGE_MESSAGES.netAdvance);
  }
  if (!(paymentCents >= 0 && lastPaymentCents >= 0 && count >= 1)) {
    throw new RangeError(MORTGAGE_MESSAGES.negativePayments);
  }
  const m = count - 1;
  return solveMonthlyRate(netAdvanceCents, (r) => {
    const v = 1 / (1 + r);
    const vm = Math.pow(v, m);
    const vn = vm * v;
    // Σ_{k=1..m} v^k and Σ_{k=1..m} k·v^k, in closed form (their limits at r = 0).
    const sum = r === 0 ? m : (1 - vm) / r;
    const weighted = r === 0 ? (m * (m + 1)) / 2 : (v * (1 - (m + 1) * vm + m * vn)) / (1 - v) ** 2;
    return {
      pv: paymentCents * sum + lastPaymentCents * vn,
      dpv: -v * (paymentCents * weighted + count * lastPaymentCents * vn),
    };
  });
}

/** Newton's method inside a bisection bracket on the monthly rate; the TAEG it gives. */
function solveMonthlyRate(
  netAdvanceCents: number,
  presentValueAt: (monthlyRate: number) => { pv: number; dpv: number },
): number {
  const f = (r: number) => presentValueAt(r).pv - netAdvanceCents;
  // f is decreasing in r (payments ≥ 0): find a bracket lo < root < hi.
  let lo = -0.99;
  let hi = 0.01;
  if (f(lo) < 0) throw new RangeError(MORTGAGE_MESSAGES.notRepaid);
  while (f(hi) > 0) {
    lo = hi;
    hi *= 2;
    if (hi > 1e6) throw new RangeError(MORTGAGE_MESSAGES.taegOutOfRange);
  }
  let r = Math.min(Math.max(0, lo), hi);
  for (let it = 0; it < MAX_ITERATIONS; it += 1) {
    const { pv, dpv } = presentValueAt(r);
    const value = pv - netAdvanceCents;
    if (value === 0) break;
    if (value > 0) lo = r;
    else hi = r;
    let next = dpv === 0 ? Number.NaN : r - value / dpv;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    const step = Math.abs(next - r);
    r = next;
    if (step < MONTHLY_RATE_TOLERANCE || hi - lo < MONTHLY_RATE_TOLERANCE) break;
  }
  return Math.pow(1 + r, MONTHS_PER_YEAR) - 1;
}

/** What the TAEG of a fixed-rate loan depends on (integer cents, TAN as a decimal). */
export interface TaegInput extends LoanTerms {
  /** Costs the consumer pays at disbursement (istruttoria, perizia, imposta sostitutiva…). */
  upfrontCostsCents?: number;
  /** Costs added to every instalment (e.g. spese di incasso rata). */
  monthlyFeeCents?: number;
}

/**
 * TAEG of a fixed-rate French-amortisation loan: the payments are the schedule's instalments
 * (last one included) plus the monthly fee, the advance is the loan minus the up-front costs.
 * With no costs it equals the effective rate of the TAN, (1 + TAN/12)^12 − 1, up to the cent
 * rounding of the instalments.
 *
 * @returns the TAEG as a decimal (0.0372), unrounded.
 * @throws RangeError when an input is outside the engine's domain or costs ≥ loan.
 */
export function taeg(input: TaegInput): number {
  const upfront = input.upfrontCostsCents ?? 0;
  const fee = input.monthlyFeeCents ?? 0;
  assertCents(upfront);
  assertCents(fee);
  const schedule = amortisationSchedule(input);
  const payments = schedule.rows.map((row) => row.payment + fee);
  return annualPercentageRate(input.loanCents - upfront, payments);
}

/** Effective annual rate of a nominal annual rate compounded monthly: (1 + TAN/12)^12 − 1. */
export function effectiveAnnualRate(annualRate: number): number {
  return Math.pow(1 + annualRate / MONTHS_PER_YEAR, MONTHS_PER_YEAR) - 1;
}
