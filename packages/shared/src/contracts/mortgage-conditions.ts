import { z } from 'zod';
import { isIsoDateInRange } from '../domain/dates';

/**
 * The provider's mortgage conditions, kept current by the administrator (issue 17, point 10):
 * one dated row per change, effective from a chosen day (Europe/Rome). The calculators and
 * Display Rata use the latest row whose day has come; `app_settings[mortgage_defaults]` and the
 * engine's defaults apply before the first one. Rates in basis points (325 = 3,25 %) and money
 * in cents, so that what is stored is exact.
 */

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
  date: 'Indica una data di decorrenza valida (gg/mm/aaaa)',
  datePast: 'La data di decorrenza non può essere nel passato',
  dateFar: 'La data di decorrenza può essere al massimo tra un anno',
  notFound: 'Modifica non trovata.',
  notScheduled: 'Questa modifica è già in vigore: non si può eliminare, solo sostituire.',
} as const;

const M = CONDITIONS_MESSAGES;

const int = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

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
