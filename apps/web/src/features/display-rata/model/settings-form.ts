import {
  DISPLAY_RATA_MESSAGES,
  DisplayRataSettingsInputSchema,
  mortgage,
  type DisplayRataSettings,
  type DisplayRataSettingsInput,
} from '@portal/shared';
import { formatNumber } from '@portal/shared/domain/format';

/** The configurator's fields as typed. */
export interface SettingsFormValues {
  enabled: boolean;
  durationYears: string;
  ltvPercent: string;
  rateSource: 'default' | 'custom';
  /** The agency's TAN in percent, Italian style ("3,2"). */
  customRate: string;
  color: string;
  label: string;
  /** Where the agency's site shows its prices, a CSS selector ('' for none). */
  priceSelector: string;
}

export type SettingsField = keyof SettingsFormValues;

/** Contract field → form field (the rate travels in basis points). */
const FIELD_OF: Record<string, SettingsField> = {
  enabled: 'enabled',
  durationYears: 'durationYears',
  ltvPercent: 'ltvPercent',
  rateSource: 'rateSource',
  customRateBps: 'customRate',
  color: 'color',
  label: 'label',
  priceSelector: 'priceSelector',
};

/** The browser's own check of a selector's syntax (the widget uses it as typed). */
export const PRICE_SELECTOR_INVALID =
  'Il selettore CSS non è valido: controllalo (per esempio .annuncio .prezzo)';
function isSelector(selector: string): boolean {
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

export function formFieldOf(contractField: string): SettingsField | undefined {
  return FIELD_OF[contractField];
}

const rateText = (bps: number) => formatNumber(bps / 100, { maxDecimals: 2, grouping: false });

export function toFormValues(s: DisplayRataSettings['settings']): SettingsFormValues {
  return {
    enabled: s.enabled,
    durationYears: String(s.durationYears),
    ltvPercent: String(s.ltvPercent),
    rateSource: s.rateSource,
    customRate: s.customRateBps === null ? '' : rateText(s.customRateBps),
    color: s.color,
    label: s.label,
    priceSelector: s.priceSelector,
  };
}

const number = (text: string): number => mortgage.parseItalianNumber(text) ?? Number.NaN;

/**
 * The typed values as the API's body, checked with the API's own schema; Italian messages
 * per form field otherwise.
 */
export function toSettingsInput(v: SettingsFormValues): {
  input: DisplayRataSettingsInput | null;
  errors: Partial<Record<SettingsField, string>>;
} {
  const rate = v.customRate.trim() === '' ? null : mortgage.parsePercentRate(v.customRate);
  const errors: Partial<Record<SettingsField, string>> = {};
  // The agency's own rate matters only when chosen; otherwise a half-typed one is just not sent.
  if (v.rateSource === 'custom' && v.customRate.trim() !== '' && rate === null)
    errors.customRate = DISPLAY_RATA_MESSAGES.rate;
  const selector = v.priceSelector.trim();
  if (selector !== '' && !/[{};<]/.test(selector) && !isSelector(selector))
    errors.priceSelector = PRICE_SELECTOR_INVALID;
  const bps = rate === null ? null : Math.round(rate * 10_000);
  const customRateBps =
    v.rateSource === 'custom' ? bps : bps !== null && bps >= 50 && bps <= 1000 ? bps : null;
  const parsed = DisplayRataSettingsInputSchema.safeParse({
    enabled: v.enabled,
    durationYears: number(v.durationYears),
    ltvPercent: number(v.ltvPercent),
    rateSource: v.rateSource,
    customRateBps,
    color: v.color.trim(),
    label: v.label,
    priceSelector: selector,
  });
  if (parsed.success && Object.keys(errors).length === 0) return { input: parsed.data, errors };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(String(issue.path[0] ?? ''));
      if (field) errors[field] ??= issue.message;
    }
  }
  return { input: null, errors };
}
