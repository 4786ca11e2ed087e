/** Italian formatting: numbers grouped from 1.000, euro after the amount, dates in Europe/Rome. */

export const TIME_ZONE = 'Europe/Rome';

const numberFormats = new Map<number, Intl.NumberFormat>();

function numberFormat(decimals: number): Intl.NumberFormat {
  let fmt = numberFormats.get(decimals);
  if (!fmt) {
    fmt = new Intl.NumberFormat('it-IT', {
      useGrouping: 'always',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(decimals, fmt);
  }
  return fmt;
}

const euroFormat = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  useGrouping: 'always',
});

const dateFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const dateTimeFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 1500 → '1.500'; with decimals 2 → '1.500,00'. */
export function formatNumber(value: number, decimals = 0): string {
  return numberFormat(decimals).format(value);
}

/** 1234.5 → '1.234,50 €'. */
export function formatEuro(amount: number): string {
  return euroFormat.format(amount);
}

/** Money is stored in integer cents: 123456 → '1.234,56 €'. */
export function formatEuroCents(cents: number): string {
  return euroFormat.format(cents / 100);
}

/** 12.345 → '12,35%' (two decimals, as the admin hub shows percentages). */
export function formatPercent(value: number, decimals = 2): string {
  return `${formatNumber(value, decimals)}%`;
}

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
  return date ? dateTimeFormat.format(date).replace(',', '') : '';
}
