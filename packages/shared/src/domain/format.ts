/**
 * Italian formatting, the one home for the web, the widget and the API (CSV, messages):
 * numbers grouped from 1.000, euro after the amount, dates in Europe/Rome. Money is in
 * integer cents, rates are fractions (0.035 is 3,5%).
 */

export const TIME_ZONE = 'Europe/Rome';
const LOCALE = 'it-IT';

export interface NumberOptions {
  /** Exactly this many fraction digits (default 0). */
  decimals?: number;
  /** Up to this many fraction digits instead, without trailing zeros. */
  maxDecimals?: number;
  /** Thousands separators; on by default, and from 1.000 ('always'), not from 10.000. */
  grouping?: boolean;
}

/**
 * The digits of `value × 10^shift` in Italian ('1.234,5'), rounded half away from zero
 * at `max` fraction digits, trailing zeros dropped down to `min`, with its minus (-0 has one
 * too, as in Intl).
 * Written by hand, not with Intl.NumberFormat: the first Intl number format of a page
 * loads the locale's data, which was a quarter of the Display Rata script's main-thread
 * time on a listing page (QUALITY.md P10). Like Intl, it rounds the shortest decimal that
 * reads back as the number (what `String` writes: 1.005 rounds up to 1,01), not its exact
 * binary value (1.00499…, which `toFixed` rounds down): the point is moved in the decimal's
 * text and the rounding done on its digits, exact at any size. `format.test.ts` checks
 * every formatter against Intl on random values.
 */
function italianDigits(
  value: number,
  min: number,
  max: number,
  grouping: boolean,
  shift = 0,
): string {
  if (value !== value) return 'NaN'; // the one value not equal to itself
  const sign = value < 0 || 1 / value < 0 ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const [mantissa = '', exponent = 0] = String(Math.abs(value)).split('e');
  const [int = '', frac = ''] = mantissa.split('.');
  // Where the point falls once the decimal is multiplied by 10^(max + shift): the digits
  // before it are kept, the one after it rounds. Before the first digit: all round to 0.
  const point = int.length + Number(exponent) + shift + max;
  const all = point < 0 ? '' : int + frac + '0'.repeat(point);
  const up = (all[point] ?? '') >= '5' ? 1n : 0n;
  const digits = String(BigInt(all.slice(0, point)) + up).padStart(max + 1, '0');
  const cut = digits.length - max;
  let whole = digits.slice(0, cut);
  // At least `min` fraction digits, then no trailing zeros.
  const fraction = digits.slice(cut, cut + min) + digits.slice(cut + min).replace(/0+$/, '');
  if (grouping) whole = whole.replace(/\B(?=(\d{3})+$)/g, '.');
  return sign + (fraction ? `${whole},${fraction}` : whole);
}

/** 1500 → '1.500'; (1234.567, 2) → '1.234,57'; (3.5, { maxDecimals: 3, grouping: false }) → '3,5'. */
export function formatNumber(value: number, options: number | NumberOptions = 0): string {
  const {
    decimals = 0,
    maxDecimals,
    grouping = true,
  } = typeof options === 'number' ? { decimals: options } : options;
  const min = maxDecimals === undefined ? decimals : 0;
  const max = maxDecimals ?? decimals;
  return italianDigits(value, min, max, grouping);
}

/**
 * Integer cents as Italian euro: 123456 → '1.234,56 €'. The space before '€' is the
 * no-break space (U+00A0) that Intl emits, so the symbol never wraps alone onto a new line.
 */
export function formatEuro(cents: number): string {
  return `${italianDigits(cents, 2, 2, true, -2)}\u00a0€`;
}

/** A service's price as a customer reads it: 0 → 'Gratis', else Italian euro. */
export function formatPrice(cents: number): string {
  return cents === 0 ? 'Gratis' : formatEuro(cents);
}

/** Whole euros for a chart axis or a preview: 123456 → '1.235 €'. */
export function formatEuroWhole(cents: number): string {
  return `${formatNumber(cents / 100)} €`;
}

/**
 * A rate as an Italian percentage: with `decimals`, exactly that many fraction digits
 * (0.035, 2 → '3,50%'); without, up to two and no trailing zeros (0.02 → '2%').
 */
export function formatPercent(rate: number, decimals?: number): string {
  return `${italianDigits(rate, decimals ?? 0, decimals ?? 2, true, 2)}%`;
}

/**
 * Each date format is made the first time it is used: making one loads the locale's data,
 * and a page that loads this module (every page) may show no date at all (decision 067).
 */
const made: { [name: string]: Intl.DateTimeFormat | undefined } = {};

/** dd/mm/yyyy in Italy's time. */
const DAY: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};

function dateFormat(): Intl.DateTimeFormat {
  return (made.date ??= new Intl.DateTimeFormat(LOCALE, DAY));
}

// hourCycle h23, not hour12: false, which some engines print as '24:05' after midnight.
function dateTimeFormat(): Intl.DateTimeFormat {
  return (made.dateTime ??= new Intl.DateTimeFormat(LOCALE, {
    ...DAY,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));
}

function longDateFormat(): Intl.DateTimeFormat {
  return (made.longDate ??= new Intl.DateTimeFormat(LOCALE, {
    dateStyle: 'long',
    timeZone: TIME_ZONE,
  }));
}

// A month key ('2026-03') names a calendar month, not an instant: read it in UTC.
function monthShortFormat(): Intl.DateTimeFormat {
  return (made.monthShort ??= new Intl.DateTimeFormat(LOCALE, { month: 'short', timeZone: 'UTC' }));
}

function monthLongFormat(): Intl.DateTimeFormat {
  return (made.monthLong ??= new Intl.DateTimeFormat(LOCALE, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }));
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2026-03-01T10:00:00Z' → '01/03/2026' (Europe/Rome); '' for an invalid date. */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  return date ? dateFormat().format(date) : '';
}

/** '2026-03-01T10:00:00Z' → '01/03/2026 11:00' (Europe/Rome); '' for an invalid date. */
export function formatDateTime(value: Date | string | number): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = Object.fromEntries(
    dateTimeFormat()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** '2026-03-01T10:00:00Z' → '1 marzo 2026' (Europe/Rome); '' for an invalid date. */
export function formatDateLong(value: Date | string | number): string {
  const date = toDate(value);
  return date ? longDateFormat().format(date) : '';
}

/** '2026-03' → { short: 'mar', long: 'marzo 2026' }. */
export function formatMonth(mese: string): { short: string; long: string } {
  const [year, month] = mese.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1));
  return {
    short: monthShortFormat().format(date).replace('.', ''),
    long: monthLongFormat().format(date),
  };
}
