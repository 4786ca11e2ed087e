import { MORTGAGE_LIMITS } from './limits';
import { MORTGAGE_MESSAGES } from './messages';

/** Months in a year: the engine works with monthly instalments only. */
export const MONTHS_PER_YEAR = 12;

/**
 * Rounds an amount in cents to the nearest integer cent, halves away from zero.
 * The value is first cut to 12 significant digits so that binary noise
 * (e.g. 28.499999999999996 for 0.285 × 100) does not flip a half-cent.
 *
 * That cut moves a value by at most 5·10⁻¹² of itself, so it can change the result only
 * near a half cent: any other value is rounded at once, without the string round trip of
 * `toPrecision` (a schedule rounds 300 interests, a listing page thousands: QUALITY.md P10).
 */
export function roundCents(value: number): number {
  const size = Math.abs(value);
  // `+ 0`: -0 becomes 0, as in the definition.
  return Math.abs((size % 1) - 0.5) > size * 1e-11 + 1e-9
    ? Math.round(value) + 0
    : roundCentsAtTwelveDigits(value);
}

/** `roundCents` by its definition: the 12 significant digits, then the rounding. */
export function roundCentsAtTwelveDigits(value: number): number {
  const cleaned = Number(value.toPrecision(12));
  const rounded = Math.sign(cleaned) * Math.round(Math.abs(cleaned));
  return rounded === 0 ? 0 : rounded;
}

/** Floors an amount in cents to an integer cent, ignoring binary noise (100 × 0.29 → 29). */
export function floorCents(value: number): number {
  return Math.floor(Number(value.toPrecision(12)));
}

/** `rate` × `cents`, rounded to the cent (e.g. 2 % of a cadastral value). */
export function percentOfCents(cents: number, rate: number): number {
  return roundCents(cents * rate);
}

/** Floors an amount in cents to whole euros (banks lend whole euros). */
export function floorToEuro(cents: number): number {
  return Math.floor(Number((cents / 100).toPrecision(12))) * 100;
}

/** Throws a RangeError unless `value` is an integer number of cents in [0, MORTGAGE_LIMITS.maxCents]. */
export function assertCents(value: number, message: string = MORTGAGE_MESSAGES.cents): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > MORTGAGE_LIMITS.maxCents) {
    throw new RangeError(`${message} (${String(value)})`);
  }
}

/** Throws a RangeError unless `annualRate` is a decimal in [0, 0.25]. */
export function assertAnnualRate(annualRate: number): void {
  if (
    !Number.isFinite(annualRate) ||
    annualRate < MORTGAGE_LIMITS.minAnnualRate ||
    annualRate > MORTGAGE_LIMITS.maxAnnualRate
  ) {
    throw new RangeError(`${MORTGAGE_MESSAGES.rate} (${String(annualRate)})`);
  }
}

/** Throws a RangeError unless `years` is a whole number of years in [5, 40]. */
export function assertYears(years: number): void {
  if (
    !Number.isInteger(years) ||
    years < MORTGAGE_LIMITS.minYears ||
    years > MORTGAGE_LIMITS.maxYears
  ) {
    throw new RangeError(`${MORTGAGE_MESSAGES.years} (${String(years)})`);
  }
}

/** Throws a RangeError unless `value` is a finite decimal in [min, max]. */
export function assertShare(value: number, min: number, max: number, message: string): void {
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(`${message} (${String(value)})`);
  }
}
