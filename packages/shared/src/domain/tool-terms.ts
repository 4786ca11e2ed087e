// The tools' plain values and sums, without zod: the light public pages (decision 065) and
// the widget use them and load no schema. contracts/tools.ts re-exports them.
import { DEFAULTS } from './mortgage/defaults';
import { DEFAULT_CONSAP_RULES } from './mortgage/consap-rules';
import { formatPercent } from './mortgage/parse';
import { PURCHASE_COST_DEFAULTS } from './mortgage/purchase-cost-defaults';
import { FALLBACK_COLOUR, isHexColour } from './hex-colour';
import type { Brand } from '../contracts/brand';
import type { ExampleCostTerm, Intermediary, ToolDefaults } from '../contracts/tools';

/** A calendar day as Italians write it: '2026-11-21' → '21/11/2026'. */
export const dayLabel = (day: string) => day.split('-').reverse().join('/');

/** The provider's TAN for a duration: its band's, or the single default rate. */
export function annualRateForYears(
  defaults: Pick<ToolDefaults, 'annualRate' | 'rateBands'>,
  years: number,
): number {
  const bands = defaults.rateBands;
  if (bands.length === 0) return defaults.annualRate;
  return (bands.find((b) => years <= b.maxYears) ?? bands[bands.length - 1]!).annualRate;
}

/** The engine's values, used when the administrator has not set any. */
export const ENGINE_TOOL_DEFAULTS: ToolDefaults = {
  annualRate: DEFAULTS.annualRate,
  years: DEFAULTS.years,
  ltv: DEFAULTS.ltv,
  quota: DEFAULTS.quota,
  maxAgeAtEnd: DEFAULTS.maxAgeAtEnd,
  ageRule: DEFAULTS.ageRule,
  istruttoriaRate: PURCHASE_COST_DEFAULTS.istruttoriaRate,
  periziaCents: PURCHASE_COST_DEFAULTS.periziaCents,
  consapMaxLoanCents: DEFAULTS.consapMaxLoanCents,
  consap: DEFAULT_CONSAP_RULES,
  variableAnnualRate: null,
  asOf: null,
  rateBands: [],
};

export interface WidgetPalette {
  accent: string;
  /** Text on the accent: white or dark ink, whichever contrasts more. */
  onAccent: string;
  /** The accent as text on white when it reaches 4.5:1, else dark ink. */
  accentText: string;
}

const INK = '#1c2430';
const WHITE = '#ffffff';

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

/** WCAG contrast ratio of two #rrggbb colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The palette of an agency colour (an invalid colour falls back to the default blue). */
export function widgetPalette(color: string): WidgetPalette {
  const accent = isHexColour(color) ? color.toLowerCase() : FALLBACK_COLOUR;
  return {
    accent,
    onAccent: contrastRatio(accent, WHITE) >= contrastRatio(accent, INK) ? WHITE : INK,
    accentText: contrastRatio(accent, WHITE) >= 4.5 ? accent : INK,
  };
}

/** The intermediary as the brand file names it (same words as the footer's legal notice). */
export function intermediaryFromBrand(brand: Brand): Intermediary {
  const { company } = brand;
  return {
    name: `${company.name} ${company.legalForm}`.trim(),
    details: `Mediatore creditizio iscritto all’Elenco OAM n. ${company.oamNumber}`,
    registerUrl: company.oamRegisterUrl,
  };
}

/**
 * The costs `mortgage.representativeExample` puts in the TAEG of a prima casa loan, as terms
 * the widget can apply to any loan (istruttoria, perizia, imposta sostitutiva). A test in the
 * widget checks that its figures equal the engine's example for the same loan.
 */
export function exampleCostTerms(
  options: { primaCasa?: boolean; istruttoriaRate?: number; periziaCents?: number } = {},
): ExampleCostTerm[] {
  const d = {
    ...PURCHASE_COST_DEFAULTS,
    ...(options.istruttoriaRate === undefined
      ? {}
      : { istruttoriaRate: options.istruttoriaRate, istruttoriaFlatCents: null }),
    ...(options.periziaCents === undefined ? {} : { periziaCents: options.periziaCents }),
  };
  const sostitutiva =
    options.primaCasa === false ? d.impostaSostitutivaRateOther : d.impostaSostitutivaRatePrimaCasa;
  return [
    d.istruttoriaFlatCents === null
      ? { label: 'Spese di istruttoria', rate: d.istruttoriaRate, flatCents: 0 }
      : { label: 'Spese di istruttoria', rate: 0, flatCents: d.istruttoriaFlatCents },
    { label: 'Perizia', rate: 0, flatCents: d.periziaCents },
    {
      label: `Imposta sostitutiva (${formatPercent(sostitutiva)})`,
      rate: sostitutiva,
      flatCents: 0,
    },
  ];
}
