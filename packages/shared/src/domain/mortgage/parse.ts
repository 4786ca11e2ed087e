import { roundCents } from './money';

// The formatting lives with the rest of the Italian formatting; the mortgage maths read it from here.
export { formatEuro, formatPercent } from '../format';

const GROUPED_DOTS = /^\d{1,3}(\.\d{3})+$/;
const GROUPED_COMMAS = /^\d{1,3}(,\d{3})+$/;
const THOUSANDS_ONE_DOT = /^[1-9]\d{0,2}\.\d{3}$/;

interface Parsed {
  value: number;
  /** Digits after the decimal separator (0 for grouped integers such as "250.000"). */
  fractionDigits: number;
}

/** "int<sep>frac" → number; the integer part may carry grouping separators (`groupPattern`). */
function fromParts(intPart: string, fracPart: string, groupPattern: RegExp | null): Parsed | null {
  if ((intPart === '' && fracPart === '') || !/^\d*$/.test(fracPart)) return null;
  let digits = intPart;
  if (groupPattern && /[.,]/.test(intPart)) {
    if (!groupPattern.test(intPart)) return null;
    digits = intPart.replace(/[.,]/g, '');
  }
  if (!/^\d*$/.test(digits)) return null;
  return { value: Number(`${digits || '0'}.${fracPart || '0'}`), fractionDigits: fracPart.length };
}

function splitAt(s: string, index: number, groupPattern: RegExp | null): Parsed | null {
  return fromParts(s.slice(0, index), s.slice(index + 1), groupPattern);
}

function integer(s: string): Parsed {
  return { value: Number(s.replace(/[.,]/g, '')), fractionDigits: 0 };
}

function parse(text: string): Parsed | null {
  if (typeof text !== 'string') return null;
  let s = text.replace(/[\s\u00a0\u202f€]/g, '').replace(/\u2212/g, '-');
  let sign = 1;
  if (s.startsWith('-') || s.startsWith('+')) {
    if (s.startsWith('-')) sign = -1;
    s = s.slice(1);
  }
  if (s === '' || /[^0-9.,]/.test(s)) return null;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let parsed: Parsed | null;
  if (lastDot >= 0 && lastComma >= 0) {
    // Both separators: the later one is the decimal separator, the other groups thousands.
    parsed =
      lastComma > lastDot
        ? splitAt(s, lastComma, GROUPED_DOTS)
        : splitAt(s, lastDot, GROUPED_COMMAS);
  } else if (lastComma >= 0) {
    if (s.indexOf(',') === lastComma) parsed = splitAt(s, lastComma, null);
    else parsed = GROUPED_COMMAS.test(s) ? integer(s) : null;
  } else if (lastDot >= 0) {
    if (s.indexOf('.') !== lastDot) parsed = GROUPED_DOTS.test(s) ? integer(s) : null;
    else if (THOUSANDS_ONE_DOT.test(s)) parsed = integer(s);
    else parsed = splitAt(s, lastDot, null);
  } else {
    parsed = integer(s);
  }
  if (!parsed || !Number.isFinite(parsed.value)) return null;
  return { ...parsed, value: parsed.value === 0 ? 0 : sign * parsed.value };
}

/**
 * Parses a number typed the Italian way, tolerating the other common spellings:
 * - "1.234,56", "1234,56", "0,5" → decimal comma, dots group thousands;
 * - "250.000", "1.234.567" → dots alone group thousands (a single dot followed by exactly
 *   three digits, after 1–3 digits not starting with 0, is a thousands separator);
 * - "1234.56", "1.5", "0.250" → otherwise a single dot is a decimal point;
 * - "1,234.56", "1,234,567" → English grouping, accepted when the grouping is well formed;
 * - spaces (also no-break ones), "€" and a leading "+", "-" or "−" are ignored or honoured.
 *
 * @returns the number, or null when the text is empty or not a well-formed number.
 */
export function parseItalianNumber(text: string): number | null {
  return parse(text)?.value ?? null;
}

/**
 * Parses an amount in euro typed by a user ("250.000", "1.234,56 €") into integer cents.
 *
 * @returns cents, or null when the text is not a number or has more than two decimals
 *   (so that "12,345" is questioned rather than silently read as 12,35 €).
 */
export function parseEuroCents(text: string): number | null {
  const parsed = parse(text);
  if (!parsed || parsed.fractionDigits > 2) return null;
  return roundCents(parsed.value * 100);
}

/**
 * Parses a percentage typed by a user ("3,5", "3,5 %", "0.25%") into a decimal rate (0.035).
 *
 * @returns the rate, or null when the text is not a number.
 */
export function parsePercentRate(text: string): number | null {
  const value = parseItalianNumber(text.replace(/%/g, ''));
  return value === null ? null : Number((value / 100).toPrecision(12));
}
