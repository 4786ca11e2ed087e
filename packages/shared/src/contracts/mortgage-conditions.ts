import { z } from 'zod';
import { isIsoDateInRange } from '../domain/dates';
import {
  CADASTRAL_CATEGORIES,
  CONSAP_CASES,
  DEFAULT_CONSAP_RULES,
  type ConsapRules,
} from '../domain/mortgage/consap-rules';

/**
 * The provider's mortgage conditions, kept current by the administrator (issue 17, point 10):
 * one dated row per change, effective from a chosen day (Europe/Rome). The calculators and
 * Display Rata use the latest row whose day has come; `app_settings[mortgage_defaults]` and the
 * engine's defaults apply before the first one. Rates in basis points (325 = 3,25 %) and money
 * in cents, so that what is stored is exact.
 */

export {
  CADASTRAL_CATEGORIES,
  CONSAP_CASES,
  CONSAP_CASE_LABELS,
  CONSAP_PRIORITIES,
  CONSAP_PRIORITY_LABELS,
  type CadastralCategory,
  type ConsapCase,
  type ConsapPriority,
  type ConsapRules,
} from '../domain/mortgage/consap-rules';

/** The duration bands of the TAN: each band runs up to (and including) its number of years. */
export const RATE_BANDS = [10, 15, 20, 25, 30, 40] as const;

/** Sane bounds of each value (the form and the server share them). */
export const CONDITIONS_BOUNDS = {
  maxTanBps: 1500,
  maxIstruttoriaBps: 300,
  maxPeriziaCents: 200_000,
  minYears: 5,
  maxYears: 40,
  minQuotaPercent: 10,
  maxQuotaPercent: 50,
  minLtvPercent: 50,
  maxLtvPercent: 100,
  minConsapCents: 5_000_000,
  maxConsapCents: 100_000_000,
  minAgeAtEnd: 60,
  maxAgeAtEnd: 90,
  minPriceCents: 100_000,
  maxPriceCents: 5_000_000_000,
  minConsapPercent: 1,
  maxConsapPercent: 100,
  maxIseeCents: 20_000_000,
  /** The Fund's end date may be set anywhere in this range (the past says it has ended). */
  minConsapEnd: '2020-01-01',
  maxConsapEnd: '2099-12-31',
  /** A change may be scheduled up to a year ahead. */
  maxDaysAhead: 366,
} as const;

const B = CONDITIONS_BOUNDS;

export const CONDITIONS_MESSAGES = {
  tan: 'Il TAN deve essere tra 0 e 15 %',
  tanBands: `Indica il TAN di ognuna delle ${RATE_BANDS.length} fasce di durata`,
  istruttoria: 'Le spese di istruttoria devono essere tra 0 e 3 % del mutuo',
  perizia: 'La perizia deve costare tra 0 e 2.000 €',
  years: 'La durata predefinita deve essere tra 5 e 40 anni',
  quota: 'La quota di reddito per la rata deve essere tra 10 e 50 %',
  ltv: 'Il rapporto mutuo/valore deve essere tra 50 e 100 %',
  consap: 'Il tetto del mutuo con garanzia Consap deve essere tra 50.000 e 1.000.000 €',
  maxAgeAtEnd: "L'età massima a fine mutuo deve essere tra 60 e 90 anni",
  ageRule: 'Scegli quale età conta: del richiedente più anziano o del più giovane',
  priceMin: 'Il prezzo minimo deve essere tra 1.000 e 1.000.000 €',
  priceMax: 'Il prezzo massimo deve essere al massimo 50.000.000 €',
  priceOrder: 'Il prezzo massimo deve essere maggiore del prezzo minimo',
  consapCategories: 'Scegli le categorie catastali escluse tra A/1 e A/11, senza ripetizioni',
  consapPercent: 'La percentuale di garanzia deve essere un numero intero tra 1 e 100 %',
  consapIsee: 'La soglia ISEE deve essere tra 0 e 200.000 €',
  consapAboveLtv:
    'Il rapporto mutuo/prezzo oltre il quale sale la garanzia deve essere tra 50 e 100 %',
  consapEnd: 'Indica la data di fine del Fondo Consap (gg/mm/aaaa), tra il 2020 e il 2099',
  consapOrder: 'La garanzia più alta non può essere inferiore a quella di base',
  variableTan: 'Il TAN variabile deve essere tra 0 e 15 %, o vuoto se non lo offri',
  date: 'Indica una data di decorrenza valida (gg/mm/aaaa)',
  datePast: 'La data di decorrenza non può essere nel passato',
  dateFar: 'La data di decorrenza può essere al massimo tra un anno',
  notFound: 'Modifica non trovata.',
  notScheduled: 'Questa modifica è già in vigore: non si può eliminare, solo sostituire.',
} as const;

const M = CONDITIONS_MESSAGES;

const int = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A day that exists: '2027-02-30' is refused (Date.parse would roll it into March). */
const isCalendarDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};

const caseRule = z
  .object({
    iseeMaxCents: int(0, B.maxIseeCents, M.consapIsee),
    percent: int(B.minConsapPercent, B.maxConsapPercent, M.consapPercent),
  })
  .strict();

/**
 * The Fund's rules (decisions.md, third round) beside the loan ceiling `consapMaxLoanCents`:
 * excluded categories, the base guarantee, each case's ISEE ceiling and guarantee, the
 * loan-to-value above which the higher one applies, and the last day the Fund is in force.
 */
export const ConsapConditionsSchema = z
  .object({
    excludedCategories: z
      .array(z.enum(CADASTRAL_CATEGORIES, { error: M.consapCategories }), {
        error: M.consapCategories,
      })
      .max(CADASTRAL_CATEGORIES.length, M.consapCategories)
      .refine((list) => new Set(list).size === list.length, M.consapCategories),
    basePercent: int(B.minConsapPercent, B.maxConsapPercent, M.consapPercent),
    higherAboveLtvPercent: int(B.minLtvPercent, B.maxLtvPercent, M.consapAboveLtv),
    cases: z
      .object({ priority: caseRule, children3: caseRule, children4: caseRule, children5: caseRule })
      .strict(),
    endDate: z
      .string({ error: M.consapEnd })
      .regex(/^\d{4}-\d{2}-\d{2}$/, M.consapEnd)
      .refine(isCalendarDay, M.consapEnd)
      .refine((d) => d >= B.minConsapEnd && d <= B.maxConsapEnd, M.consapEnd),
  })
  .strict()
  .superRefine((v, ctx) => {
    for (const c of CONSAP_CASES)
      if (v.cases[c].percent < v.basePercent)
        ctx.addIssue({ code: 'custom', path: ['cases', c, 'percent'], message: M.consapOrder });
  });
export type ConsapConditions = z.infer<typeof ConsapConditionsSchema>;

/** The Fund's rules of decisions.md, as the conditions store them. */
export const DEFAULT_CONSAP_CONDITIONS: ConsapConditions = {
  excludedCategories: [...DEFAULT_CONSAP_RULES.excludedCategories],
  basePercent: DEFAULT_CONSAP_RULES.basePercent,
  higherAboveLtvPercent: DEFAULT_CONSAP_RULES.higherAboveLtvPercent,
  cases: {
    priority: { ...DEFAULT_CONSAP_RULES.cases.priority },
    children3: { ...DEFAULT_CONSAP_RULES.cases.children3 },
    children4: { ...DEFAULT_CONSAP_RULES.cases.children4 },
    children5: { ...DEFAULT_CONSAP_RULES.cases.children5 },
  },
  endDate: DEFAULT_CONSAP_RULES.endDate,
};

/** The rules the Consap check takes, from the conditions. */
export function consapRulesOf(
  values: Pick<MortgageConditionsValues, 'consap' | 'consapMaxLoanCents'>,
): ConsapRules {
  return { ...values.consap, maxLoanCents: values.consapMaxLoanCents };
}

/** The conditions themselves (the stored JSON of each row). */
export const MortgageConditionsValuesSchema = z
  .object({
    /** TAN of each band of RATE_BANDS, in basis points, same order. */
    tanBps: z
      .array(int(0, B.maxTanBps, M.tan), { error: M.tanBands })
      .length(RATE_BANDS.length, M.tanBands),
    /** Istruttoria as a share of the loan, basis points (100 = 1 %), in the TAEG. */
    istruttoriaBps: int(0, B.maxIstruttoriaBps, M.istruttoria),
    /** Valuation (perizia), in the TAEG. */
    periziaCents: int(0, B.maxPeriziaCents, M.perizia),
    /** The duration the calculators start from. */
    years: int(B.minYears, B.maxYears, M.years),
    quotaPercent: int(B.minQuotaPercent, B.maxQuotaPercent, M.quota),
    ltvPercent: int(B.minLtvPercent, B.maxLtvPercent, M.ltv),
    consapMaxLoanCents: int(B.minConsapCents, B.maxConsapCents, M.consap),
    consap: ConsapConditionsSchema,
    /** The variable TAN (Euribor plus spread as one figure), basis points; null: not offered. */
    variableTanBps: int(0, B.maxTanBps, M.variableTan).nullable(),
    maxAgeAtEnd: int(B.minAgeAtEnd, B.maxAgeAtEnd, M.maxAgeAtEnd),
    ageRule: z.enum(['oldest', 'youngest'], { error: M.ageRule }),
    /** Display Rata shows no instalment outside these prices. */
    priceMinCents: int(B.minPriceCents, 100_000_000, M.priceMin),
    priceMaxCents: int(B.minPriceCents, B.maxPriceCents, M.priceMax),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.priceMaxCents <= v.priceMinCents)
      ctx.addIssue({ code: 'custom', path: ['priceMaxCents'], message: M.priceOrder });
  });
export type MortgageConditionsValues = z.infer<typeof MortgageConditionsValuesSchema>;

/** POST /v2/admin/condizioni-mutuo: a new change (never an edit of an old one). */
export const MortgageConditionsCreateSchema = z
  .object({
    values: MortgageConditionsValuesSchema,
    /** The first day (Europe/Rome) it applies, today or later. */
    effectiveFrom: z
      .string({ error: M.date })
      .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
      .refine(isIsoDateInRange, M.date),
  })
  .strict();
export type MortgageConditionsCreate = z.infer<typeof MortgageConditionsCreateSchema>;

/** POST /v2/admin/condizioni-mutuo/elimina: a scheduled change withdrawn before its day. */
export const MortgageConditionsDeleteSchema = z
  .object({ id: z.uuid({ error: M.notFound }) })
  .strict();

export const CONDITIONS_STATUSES = ['in_vigore', 'programmata', 'superata'] as const;

export const MortgageConditionsEntrySchema = z.object({
  id: z.string(),
  values: MortgageConditionsValuesSchema,
  effectiveFrom: z.string(),
  createdAt: z.string(),
  /** Who saved it ("Nome Cognome"), null once the admin is gone. */
  admin: z.string().nullable(),
  status: z.enum(CONDITIONS_STATUSES),
});
export type MortgageConditionsEntry = z.infer<typeof MortgageConditionsEntrySchema>;

/** GET /v2/admin/condizioni-mutuo: what applies today and every change, newest day first. */
export const MortgageConditionsPageSchema = z.object({
  /** Today in Europe/Rome (YYYY-MM-DD), the server's. */
  today: z.string(),
  /** The conditions in force (the fallback before the first change). */
  current: MortgageConditionsValuesSchema,
  /** The day they are dated ("condizioni aggiornate al"), null when never set. */
  asOf: z.string().nullable(),
  entries: z.array(MortgageConditionsEntrySchema),
});
export type MortgageConditionsPage = z.infer<typeof MortgageConditionsPageSchema>;

/** The calendar day (YYYY-MM-DD) of an instant in Europe/Rome. */
export function romeDay(instant: number | Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

export { dayLabel } from '../domain/tool-terms';

/** The TAN (basis points) of the band a duration falls in. */
export function tanBpsForYears(values: Pick<MortgageConditionsValues, 'tanBps'>, years: number) {
  const band = RATE_BANDS.findIndex((max) => years <= max);
  return values.tanBps[band === -1 ? RATE_BANDS.length - 1 : band]!;
}

/** The band's label: "fino a 10 anni", "da 11 a 15 anni". */
export function rateBandLabel(index: number): string {
  const max = RATE_BANDS[index]!;
  return index === 0 ? `fino a ${max} anni` : `da ${RATE_BANDS[index - 1]! + 1} a ${max} anni`;
}
