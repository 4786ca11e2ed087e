import { mortgage } from '@portal/shared';
import { formatNumber } from '@portal/shared/domain/format';

/** Italian messages of the calculator's fields (the engine's where it has one). */
export const FIELD_MESSAGES = {
  required: 'Campo obbligatorio',
  amount: 'Inserisci un importo valido, ad esempio 1.234,56',
  years: mortgage.MORTGAGE_MESSAGES.years,
  yearsWhole: mortgage.MORTGAGE_MESSAGES.yearsWhole,
  negative: 'L’importo non può essere negativo',
  tooLarge: `L’importo può essere al massimo ${formatNumber(mortgage.MORTGAGE_LIMITS.maxCents / 100)} €`,
  rate: mortgage.MORTGAGE_MESSAGES.rate,
  commission: 'La provvigione deve essere tra 0 e 10 %',
  positive: 'L’importo deve essere maggiore di zero',
  age: mortgage.MORTGAGE_MESSAGES.age,
} as const;

export type Parsed<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

/** An amount in euro typed the Italian way → integer cents; `fallback` when left empty. */
export function parseAmount(
  text: string,
  options: { required?: boolean; fallback?: number } = {},
): Parsed<number | null> {
  if (text.trim() === '') {
    if (options.required) return { error: FIELD_MESSAGES.required };
    return { value: options.fallback ?? null };
  }
  const cents = mortgage.parseEuroCents(text);
  if (cents === null) return { error: FIELD_MESSAGES.amount };
  if (cents < 0) return { error: FIELD_MESSAGES.negative };
  if (cents > mortgage.MORTGAGE_LIMITS.maxCents) return { error: FIELD_MESSAGES.tooLarge };
  return { value: cents };
}

/** Whole years, 5–40. */
export function parseYears(text: string): Parsed<number> {
  if (text.trim() === '') return { error: FIELD_MESSAGES.required };
  const years = mortgage.parseItalianNumber(text);
  const { minYears, maxYears } = mortgage.MORTGAGE_LIMITS;
  if (years === null) return { error: FIELD_MESSAGES.years };
  if (!Number.isInteger(years)) return { error: FIELD_MESSAGES.yearsWhole };
  if (years < minYears || years > maxYears) return { error: FIELD_MESSAGES.years };
  return { value: years };
}

/** An applicant's age in whole years, 18–99; null when left empty (the age is optional). */
export function parseAge(text: string): Parsed<number | null> {
  if (text.trim() === '') return { value: null };
  const age = mortgage.parseItalianNumber(text);
  if (age === null || !Number.isInteger(age) || age < 18 || age > 99)
    return { error: FIELD_MESSAGES.age };
  return { value: age };
}

/** A percentage typed as "3,5" → 0.035, within [min, max] (as decimals). */
export function parseRate(
  text: string,
  bounds: { min: number; max: number; message: string },
): Parsed<number> {
  if (text.trim() === '') return { error: FIELD_MESSAGES.required };
  const rate = mortgage.parsePercentRate(text);
  if (rate === null || rate < bounds.min || rate > bounds.max) return { error: bounds.message };
  return { value: rate };
}

/** A decimal rate as the user would type it: 0.035 → "3,5". */
export function rateText(rate: number): string {
  return formatNumber(rate * 100, { maxDecimals: 3, grouping: false });
}

/** Cents as the user would type them: 15_000_000 → "150.000", 123_456 → "1.234,56". */
export function amountText(cents: number): string {
  return formatNumber(cents / 100, cents % 100 === 0 ? 0 : 2);
}
