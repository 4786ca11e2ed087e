import { z } from 'zod';
import { PURCHASE_COST_DEFAULTS } from '../domain/mortgage/purchase-cost-defaults';
import { DEFAULTS } from '../domain/mortgage/schemas';
import {
  CADASTRAL_CATEGORIES,
  DEFAULT_CONSAP_RULES,
  type ConsapRules,
} from '../domain/mortgage/consap-rules';
import { FALLBACK_COLOUR, hexColourSchema } from '../domain/colour';
import { RATE_SOURCES } from '../domain/states';

export {
  annualRateForYears,
  contrastRatio,
  ENGINE_TOOL_DEFAULTS,
  exampleCostTerms,
  intermediaryFromBrand,
  widgetPalette,
  type WidgetPalette,
} from '../domain/tool-terms';

/**
 * Display Rata and Piano D'Acquisto (/v2/{product}/strumenti). Rates travel as decimals
 * (0.035 = 3,5 %) in answers and as basis points (350) where an agency saves its own rate,
 * so that the stored value is exact; loan-to-value as whole percent (80).
 */

/** Limits on what an agency may choose for its widget. */
export const DISPLAY_RATA_BOUNDS = {
  minRateBps: 50,
  maxRateBps: 1000,
  minYears: 5,
  maxYears: 40,
  minLtvPercent: 50,
  maxLtvPercent: 100,
  /** Above this loan-to-value only the Consap guarantee lets a bank lend. */
  consapAbovePercent: 80,
  labelMaxLength: 30,
  priceSelectorMaxLength: 200,
} as const;

export const DISPLAY_RATA_MESSAGES = {
  years: `La durata deve essere tra ${DISPLAY_RATA_BOUNDS.minYears} e ${DISPLAY_RATA_BOUNDS.maxYears} anni`,
  ltv: `Il rapporto mutuo/prezzo deve essere tra ${DISPLAY_RATA_BOUNDS.minLtvPercent} e ${DISPLAY_RATA_BOUNDS.maxLtvPercent} %`,
  rate: 'Il tasso deve essere tra 0,50 e 10 %',
  rateRequired: 'Indica il tasso della tua agenzia',
  color: 'Scegli un colore nel formato #rrggbb',
  label: `Il testo deve avere da 1 a ${DISPLAY_RATA_BOUNDS.labelMaxLength} caratteri, senza simboli < >`,
  rateSource: 'Scegli il tasso predefinito o il tasso della tua agenzia',
  priceSelector: `Il selettore dei prezzi deve essere un selettore CSS di al massimo ${DISPLAY_RATA_BOUNDS.priceSelectorMaxLength} caratteri, senza { } ; <`,
} as const;

/** The key in `app_settings` of the provider's mortgage assumptions (admin-editable). */
export const MORTGAGE_DEFAULTS_SETTING_KEY = 'mortgage_defaults';

/** What `app_settings[mortgage_defaults]` may hold; every key optional, the rest from the engine. */
export const MortgageDefaultsSettingSchema = z.object({
  annualRate: z.number().min(0.005).max(0.1).optional(),
  years: z.number().int().min(5).max(40).optional(),
  ltv: z.number().min(0.5).max(1).optional(),
  quota: z.number().min(0.1).max(0.5).optional(),
  maxAgeAtEnd: z.number().int().min(50).max(100).optional(),
  ageRule: z.enum(['oldest', 'youngest']).optional(),
});
export type MortgageDefaultsSetting = z.infer<typeof MortgageDefaultsSettingSchema>;

const CaseRuleSchema = z.object({ iseeMaxCents: z.number().int(), percent: z.number().int() });

/** The Consap Fund's rules in the provider's conditions (the check's input, decision 116). */
export const ConsapRulesSchema: z.ZodType<ConsapRules> = z.object({
  maxLoanCents: z.number().int(),
  excludedCategories: z.array(z.enum(CADASTRAL_CATEGORIES)),
  basePercent: z.number().int(),
  higherAboveLtvPercent: z.number().int(),
  cases: z.object({
    priority: CaseRuleSchema,
    children3: CaseRuleSchema,
    children4: CaseRuleSchema,
    children5: CaseRuleSchema,
  }),
  endDate: z.string(),
});

/** GET /strumenti/parametri: the provider's default assumptions (public). */
export const ToolDefaultsSchema = z.object({
  /** TAN as a decimal. */
  annualRate: z.number(),
  years: z.number().int(),
  /** Loan-to-value as a decimal. */
  ltv: z.number(),
  /** Share of net income for instalments, decimal. */
  quota: z.number(),
  /** The applicant's age the loan must end by (Piano D'Acquisto; bank-specific). */
  maxAgeAtEnd: z.number().int().default(DEFAULTS.maxAgeAtEnd),
  /** Whose age counts: the oldest applicant's (prudent, most common) or the youngest's. */
  ageRule: z.enum(['oldest', 'youngest']).default(DEFAULTS.ageRule),
  /** Istruttoria as a share of the loan and the perizia, in the TAEG (decision 056). */
  istruttoriaRate: z.number().default(PURCHASE_COST_DEFAULTS.istruttoriaRate),
  periziaCents: z.number().int().default(PURCHASE_COST_DEFAULTS.periziaCents),
  /** The largest loan the Consap guarantee covers. */
  consapMaxLoanCents: z.number().int().default(DEFAULTS.consapMaxLoanCents),
  /** The Fund's rules the Piano D'Acquisto checks the buyer's facts with. */
  consap: ConsapRulesSchema.default(DEFAULT_CONSAP_RULES),
  /** The provider's variable TAN as a decimal (Euribor plus spread), null when not offered. */
  variableAnnualRate: z.number().nullable().default(null),
  /** The day (YYYY-MM-DD) of the conditions: "condizioni aggiornate al …"; null when never set. */
  asOf: z.string().nullable().default(null),
  /**
   * The TAN of each duration band (decision 056), shortest first: a duration takes the rate of
   * the first band whose `maxYears` reaches it, the last band beyond. Empty: `annualRate` for all.
   */
  rateBands: z.array(z.object({ maxYears: z.number().int(), annualRate: z.number() })).default([]),
});
export type ToolDefaults = z.infer<typeof ToolDefaultsSchema>;

const HexColorSchema = hexColourSchema(DISPLAY_RATA_MESSAGES.color);

const LabelSchema = z
  .string({ error: DISPLAY_RATA_MESSAGES.label })
  .trim()
  .min(1, DISPLAY_RATA_MESSAGES.label)
  .max(DISPLAY_RATA_BOUNDS.labelMaxLength, DISPLAY_RATA_MESSAGES.label)
  // Plain text only: no markup and no control characters (the widget shows it as text anyway).
  // eslint-disable-next-line no-control-regex
  .regex(/^[^<>\u0000-\u001f\u007f]*$/, DISPLAY_RATA_MESSAGES.label);

/** A CSS selector as text: the browser checks its syntax (the settings page and the widget). */
export const PriceSelectorSchema = z
  .string({ error: DISPLAY_RATA_MESSAGES.priceSelector })
  .trim()
  .max(DISPLAY_RATA_BOUNDS.priceSelectorMaxLength, DISPLAY_RATA_MESSAGES.priceSelector)
  // No rule or markup can be smuggled in; no control characters.
  // eslint-disable-next-line no-control-regex
  .regex(/^[^{};<\u0000-\u001f\u007f]*$/, DISPLAY_RATA_MESSAGES.priceSelector);

/** PUT /strumenti/display-rata: the agency's widget settings. */
export const DisplayRataSettingsInputSchema = z
  .object({
    enabled: z.boolean({ error: 'Indica se il widget è attivo' }),
    durationYears: z
      .number({ error: DISPLAY_RATA_MESSAGES.years })
      .int(DISPLAY_RATA_MESSAGES.years)
      .min(DISPLAY_RATA_BOUNDS.minYears, DISPLAY_RATA_MESSAGES.years)
      .max(DISPLAY_RATA_BOUNDS.maxYears, DISPLAY_RATA_MESSAGES.years),
    ltvPercent: z
      .number({ error: DISPLAY_RATA_MESSAGES.ltv })
      .int(DISPLAY_RATA_MESSAGES.ltv)
      .min(DISPLAY_RATA_BOUNDS.minLtvPercent, DISPLAY_RATA_MESSAGES.ltv)
      .max(DISPLAY_RATA_BOUNDS.maxLtvPercent, DISPLAY_RATA_MESSAGES.ltv),
    rateSource: z.enum(RATE_SOURCES, { error: DISPLAY_RATA_MESSAGES.rateSource }),
    /** The agency's own TAN in basis points (350 = 3,50 %); required with rateSource 'custom'. */
    customRateBps: z
      .number({ error: DISPLAY_RATA_MESSAGES.rate })
      .int(DISPLAY_RATA_MESSAGES.rate)
      .min(DISPLAY_RATA_BOUNDS.minRateBps, DISPLAY_RATA_MESSAGES.rate)
      .max(DISPLAY_RATA_BOUNDS.maxRateBps, DISPLAY_RATA_MESSAGES.rate)
      .nullable(),
    color: HexColorSchema,
    label: LabelSchema,
    /**
     * Where the agency's site shows its prices (a CSS selector, e.g. `.annuncio .prezzo`), for
     * pages it cannot mark: the widget reads each matching element's text. Empty: none.
     */
    priceSelector: PriceSelectorSchema.default(''),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.rateSource === 'custom' && value.customRateBps === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['customRateBps'],
        message: DISPLAY_RATA_MESSAGES.rateRequired,
      });
    }
  });
export type DisplayRataSettingsInput = z.infer<typeof DisplayRataSettingsInputSchema>;

/** Defaults of an agency that has never saved its settings (the table's defaults). */
export const DEFAULT_DISPLAY_RATA_SETTINGS: DisplayRataSettingsInput = {
  enabled: true,
  durationYears: 25,
  ltvPercent: 80,
  rateSource: 'default',
  customRateBps: null,
  color: FALLBACK_COLOUR,
  label: 'Rata da',
  priceSelector: '',
};

/** GET/PUT /strumenti/display-rata answer: the settings and what the widget will use. */
export const DisplayRataSettingsSchema = z.object({
  settings: z.object({
    enabled: z.boolean(),
    durationYears: z.number().int(),
    ltvPercent: z.number().int(),
    rateSource: z.enum(RATE_SOURCES),
    customRateBps: z.number().int().nullable(),
    color: z.string(),
    label: z.string(),
    priceSelector: z.string(),
  }),
  /** False until the agency saves once (then the defaults above apply). */
  saved: z.boolean(),
  /** The TAN the widget shows, as a decimal (the provider's or the agency's). */
  effectiveRate: z.number(),
  /** The provider's default TAN, as a decimal. */
  defaultRate: z.number(),
  agency: z.object({ nome: z.string(), slug: z.string() }),
});
export type DisplayRataSettings = z.infer<typeof DisplayRataSettingsSchema>;

/** The credit intermediary named in every representative example (from the brand file). */
export const IntermediarySchema = z.object({
  name: z.string(),
  /** E.g. "Mediatore creditizio iscritto all'Elenco OAM n. M000". */
  details: z.string(),
  /** The public OAM register where the number is checked (the brand file's). */
  registerUrl: z.string().optional(),
});
export type Intermediary = z.infer<typeof IntermediarySchema>;

/** The widget's colours: the agency's accent and, computed here once, readable inks (WCAG AA). */

/**
 * One cost the TAEG of the representative example includes, paid at disbursement:
 * amount = flatCents + rate × loan (rounded to the cent).
 */
export const ExampleCostTermSchema = z.object({
  label: z.string(),
  rate: z.number(),
  flatCents: z.number().int(),
});
export type ExampleCostTerm = z.infer<typeof ExampleCostTermSchema>;

/**
 * GET /strumenti/widget/{slug}: the public widget configuration (CORS *, cacheable). Only
 * for a confirmed agency whose widget is enabled; otherwise 404.
 */
export const WidgetConfigSchema = z.object({
  agency: z.object({ nome: z.string(), slug: z.string() }),
  label: z.string(),
  palette: z.object({ accent: z.string(), onAccent: z.string(), accentText: z.string() }),
  /** TAN as a decimal. */
  annualRate: z.number(),
  years: z.number().int(),
  /** Loan-to-value as a decimal. */
  ltv: z.number(),
  intermediary: IntermediarySchema,
  /** Costs in the TAEG of each listing's representative example. */
  exampleCosts: z.array(ExampleCostTermSchema),
  /** The agency's Piano D'Acquisto, absolute URL (the widget adds ?prezzo=…). */
  pianoUrl: z.string(),
  /**
   * The day of the provider's conditions as the example shows it ("21/11/2026": the widget
   * carries no date formatting); null if never set.
   */
  asOf: z.string().nullable().default(null),
  /** The listed prices that get a badge (the provider's conditions; the script tag may override). */
  prices: z.object({ minCents: z.number().int(), maxCents: z.number().int() }).optional(),
  /** The agency's CSS selector of its prices ('' or absent: none). */
  priceSelector: z.string().optional(),
});
export type WidgetConfig = z.infer<typeof WidgetConfigSchema>;

/** GET /strumenti/piano-acquisto/{slug}: the agency named on its share link (public). */
export const PianoShareSchema = z.object({
  agency: z.object({
    nome: z.string(),
    slug: z.string(),
    email: z.string(),
    telefono: z.string().nullable(),
    cellulare: z.string().nullable(),
    indirizzo: z.string().nullable(),
    comune: z.string().nullable(),
    provincia: z.string().nullable(),
  }),
});
export type PianoShare = z.infer<typeof PianoShareSchema>;

/** A public agency handle in a path. */
export const AgencySlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9-]+$/, 'Agenzia non trovata.'),
});

/** Where the portal serves the widget script. */
export const WIDGET_SCRIPT_PATH = '/widget/display-rata.js';

/**
 * The snippet an agency pastes into its site (once per page, in <head>). The stable URL is
 * cached for five minutes; `/widget/display-rata.json` gives the content-hashed URL and its
 * SRI `integrity` for sites that pin the file. `blocking="render"`: the page's first paint
 * waits for this small file (not for the agency's configuration), so the badges' space is
 * in it and nothing moves when they appear (decision 118).
 */
export function displayRataSnippet(publicUrl: string, slug: string): string {
  return `<script src="${publicUrl}${WIDGET_SCRIPT_PATH}" data-agenzia="${slug}" crossorigin="anonymous" defer blocking="render"></script>`;
}

/** Where the portal says which content-hashed file is current, with its SRI hash. */
export const WIDGET_PIN_PATH = '/widget/display-rata.json';

/** GET /widget/display-rata.json: the current file's hashed path and its `integrity`. */
export const WidgetScriptPinSchema = z.object({
  src: z.string().regex(/^\/widget\/display-rata\.[A-Za-z0-9_-]+\.js$/),
  integrity: z.string().regex(/^sha384-[A-Za-z0-9+/]+=*$/),
});
export type WidgetScriptPin = z.infer<typeof WidgetScriptPinSchema>;

/**
 * The snippet for a site that pins the script with Subresource Integrity: the browser runs
 * the file only if it is byte for byte the one hashed here. It never changes by itself, so a
 * new version of the widget reaches that site only when its code is pasted again.
 */
export function displayRataPinnedSnippet(
  publicUrl: string,
  slug: string,
  pin: WidgetScriptPin,
): string {
  return `<script src="${publicUrl}${pin.src}" integrity="${pin.integrity}" data-agenzia="${slug}" crossorigin="anonymous" defer blocking="render"></script>`;
}
