/**
 * Italian formatting, the one home for the web, the widget and the API (CSV, messages), on
 * Intl (decision 089): numbers grouped from 1.000, euro after the amount, dates in
 * Europe/Rome. Money is in integer cents, rates are fractions (0.035 is 3,5%).
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
 * Each number format is made the first time it is asked for, then kept under `key` (a CSV
 * of a million rows makes one): making one loads the locale's data, and most pages show no
 * number at all.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let made = numberFormats.get(key);
  if (!made) numberFormats.set(key, (made = new Intl.NumberFormat(LOCALE, options)));
  return made;
}

/**
 * Italian grouping from 1.000: CLDR's Italian groups only from 10.000 ('min2'), the
 * portal's texts group four-digit numbers too (decision 089).
 */
const grouped = (grouping: boolean) => (grouping ? ('always' as const) : false);

/** 1500 → '1.500'; (1234.567, 2) → '1.234,57'; (3.5, { maxDecimals: 3, grouping: false }) → '3,5'. */
export function formatNumber(value: number, options: number | NumberOptions = 0): string {
  const {
    decimals = 0,
    maxDecimals,
    grouping = true,
  } = typeof options === 'number' ? { decimals: options } : options;
  const min = maxDecimals === undefined ? decimals : 0;
  const max = maxDecimals ?? decimals;
  return numberFormat(`number ${min} ${max} ${grouping}`, {
    useGrouping: grouped(grouping),
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  }).format(value);
}

/**
 * Integer cents as Italian euro: 123456 → '1.234,56 €'. The space before '€' is the
 * no-break space (U+00A0) that Intl writes, so the symbol never wraps alone onto a new line.
 */
export function formatEuro(cents: number): string {
  const euro = { style: 'currency', currency: 'EUR', useGrouping: 'always' } as const;
  return numberFormat('euro', euro).format(cents / 100);
}

/** A service's price as a customer reads it: 0 → 'Gratis', else Italian euro. */
export function formatPrice(cents: number): string {
  return cents === 0 ? 'Gratis' : formatEuro(cents);
}

/** Whole euros for a chart axis or a preview: 123456 → '1.235 €' (a plain space). */
export function formatEuroWhole(cents: number): string {
  return `${formatNumber(cents / 100)} €`;
}

/**
 * A rate as an Italian percentage: with `decimals`, exactly that many fraction digits
 * (0.035, 2 → '3,50%'); without, up to two and no trailing zeros (0.02 → '2%').
 */
export function formatPercent(rate: number, decimals?: number): string {
  return numberFormat(`percent ${decimals}`, {
    style: 'percent',
    useGrouping: 'always',
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 2,
  }).format(rate);
}

/** The date formats, made the first time each is used, as the number formats are. */
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
