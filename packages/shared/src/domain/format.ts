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

const numberFormats = new Map<string, Intl.NumberFormat>();

function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let fmt = numberFormats.get(key);
  if (!fmt) {
    fmt = make();
    numberFormats.set(key, fmt);
  }
  return fmt;
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
  const fmt = cached(`n:${min}:${max}:${grouping}`, () => {
    return new Intl.NumberFormat(LOCALE, {
      useGrouping: grouping ? 'always' : false,
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
  });
  return fmt.format(value);
}

/**
 * Integer cents as Italian euro: 123456 → '1.234,56 €'. The space before '€' is the
 * no-break space (U+00A0) that Intl emits, so the symbol never wraps alone onto a new line.
 */
export function formatEuro(cents: number): string {
  const fmt = cached('eur', () => {
    // Without 'always' it-IT does not group 4-digit numbers ('1234,56 €').
    return new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'EUR',
      useGrouping: 'always',
    });
  });
  return fmt.format(cents / 100);
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
  const fmt = cached(`p:${decimals ?? -1}`, () => {
    return new Intl.NumberFormat(LOCALE, {
      style: 'percent',
      useGrouping: 'always',
      minimumFractionDigits: decimals ?? 0,
      maximumFractionDigits: decimals ?? 2,
    });
  });
  return fmt.format(rate);
}

const dateFormat = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

// hourCycle h23, not hour12: false, which some engines print as '24:05' after midnight.
const dateTimeFormat = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const longDateFormat = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'long',
  timeZone: TIME_ZONE,
});

// A month key ('2026-03') names a calendar month, not an instant: read it in UTC.
const monthShortFormat = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  timeZone: 'UTC',
});
const monthLongFormat = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2026-03-01T10:00:00Z' → '01/03/2026' (Europe/Rome); '' for an invalid date. */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '';
}

/** '2026-03-01T10:00:00Z' → '01/03/2026 11:00' (Europe/Rome); '' for an invalid date. */
export function formatDateTime(value: Date | string | number): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = Object.fromEntries(
    dateTimeFormat.formatToParts(date).map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** '2026-03-01T10:00:00Z' → '1 marzo 2026' (Europe/Rome); '' for an invalid date. */
export function formatDateLong(value: Date | string | number): string {
  const date = toDate(value);
  return date ? longDateFormat.format(date) : '';
}

/** '2026-03' → { short: 'mar', long: 'marzo 2026' }. */
export function formatMonth(mese: string): { short: string; long: string } {
  const [year, month] = mese.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1));
  return {
    short: monthShortFormat.format(date).replace('.', ''),
    long: monthLongFormat.format(date),
  };
}
