import { z } from 'zod';
import { formatNumber } from '@portal/shared/domain/format';
import {
  MortgageConditionsCreateSchema,
  RATE_BANDS,
  mortgage,
  type ConsapCase,
  type MortgageConditionsValues,
} from '@portal/shared';

/**
 * The form holds what the admin types (Italian numbers: "3,25", "250.000"), shaped like the
 * API's body so that the shared schema's errors land on the field they name. The form
 * schema reads the text into the body's units and hands it to the schema the server uses.
 */
export interface ConditionsFormValues {
  effectiveFrom: string;
  values: {
    tanBps: string[];
    istruttoriaBps: string;
    periziaCents: string;
    years: string;
    quotaPercent: string;
    ltvPercent: string;
    consapMaxLoanCents: string;
    consap: ConsapFormValues;
    /** The variable TAN (%); empty: not offered. */
    variableTanBps: string;
    maxAgeAtEnd: string;
    ageRule: string;
    priceMinCents: string;
    priceMaxCents: string;
  };
}

type CaseText = { iseeMaxCents: string; percent: string };

/** The Consap Fund's rules as typed (decision 116). */
export interface ConsapFormValues {
  excludedCategories: string[];
  basePercent: string;
  higherAboveLtvPercent: string;
  cases: Record<ConsapCase, CaseText>;
  /** The date input's value, read as its local day like `effectiveFrom`. */
  endDate: string;
}

/** "3,25" (%) → 325 basis points; NaN when it is not a number (the schema says so). */
const bps = (text: string) => {
  const rate = mortgage.parsePercentRate(text);
  return rate === null ? Number.NaN : Math.round(rate * 10_000);
};
/** "80" (%) → 80; "80,5" stays 80,5 and the schema refuses it as not whole. */
const percent = (text: string) => {
  const rate = mortgage.parsePercentRate(text);
  return rate === null ? Number.NaN : Number((rate * 100).toPrecision(12));
};
/**
 * The day the admin picked: the date input gives the instant of its local midnight (or the
 * local noon the form starts from), read back as that local calendar day.
 */
export function pickedDay(value: string): string {
  const date = new Date(value);
  if (value === '' || Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
const cents = (text: string) => mortgage.parseEuroCents(text) ?? Number.NaN;
const whole = (text: string) => mortgage.parseItalianNumber(text) ?? Number.NaN;

const CaseTextSchema = z.object({ iseeMaxCents: z.string(), percent: z.string() });
const caseOf = (c: CaseText) => ({
  iseeMaxCents: cents(c.iseeMaxCents),
  percent: percent(c.percent),
});

export const ConditionsFormSchema = z
  .object({
    effectiveFrom: z.string(),
    values: z.object({
      tanBps: z.array(z.string()),
      istruttoriaBps: z.string(),
      periziaCents: z.string(),
      years: z.string(),
      quotaPercent: z.string(),
      ltvPercent: z.string(),
      consapMaxLoanCents: z.string(),
      consap: z.object({
        excludedCategories: z.array(z.string()),
        basePercent: z.string(),
        higherAboveLtvPercent: z.string(),
        cases: z.object({
          priority: CaseTextSchema,
          children3: CaseTextSchema,
          children4: CaseTextSchema,
          children5: CaseTextSchema,
        }),
        endDate: z.string(),
      }),
      variableTanBps: z.string(),
      maxAgeAtEnd: z.string(),
      ageRule: z.string(),
      priceMinCents: z.string(),
      priceMaxCents: z.string(),
    }),
  })
  .transform(({ effectiveFrom, values: v }) => ({
    effectiveFrom: pickedDay(effectiveFrom),
    values: {
      tanBps: v.tanBps.map(bps),
      istruttoriaBps: bps(v.istruttoriaBps),
      periziaCents: cents(v.periziaCents),
      years: whole(v.years),
      quotaPercent: percent(v.quotaPercent),
      ltvPercent: percent(v.ltvPercent),
      consapMaxLoanCents: cents(v.consapMaxLoanCents),
      consap: {
        excludedCategories: v.consap.excludedCategories,
        basePercent: percent(v.consap.basePercent),
        higherAboveLtvPercent: percent(v.consap.higherAboveLtvPercent),
        cases: {
          priority: caseOf(v.consap.cases.priority),
          children3: caseOf(v.consap.cases.children3),
          children4: caseOf(v.consap.cases.children4),
          children5: caseOf(v.consap.cases.children5),
        },
        endDate: pickedDay(v.consap.endDate),
      },
      variableTanBps: v.variableTanBps.trim() === '' ? null : bps(v.variableTanBps),
      maxAgeAtEnd: whole(v.maxAgeAtEnd),
      ageRule: v.ageRule,
      priceMinCents: cents(v.priceMinCents),
      priceMaxCents: cents(v.priceMaxCents),
    },
  }))
  .pipe(MortgageConditionsCreateSchema);

const decimal = (n: number) => String(n).replace('.', ',');
const euros = (c: number) => formatNumber(c / 100, { maxDecimals: 2 });

const caseText = (c: { iseeMaxCents: number; percent: number }): CaseText => ({
  iseeMaxCents: euros(c.iseeMaxCents),
  percent: String(c.percent),
});

/** The form filled with the conditions in force, from `day`. */
export function formValuesOf(v: MortgageConditionsValues, day: string): ConditionsFormValues {
  return {
    effectiveFrom: `${day}T12:00:00`,
    values: {
      tanBps: RATE_BANDS.map((_, i) => decimal((v.tanBps[i] ?? 0) / 100)),
      istruttoriaBps: decimal(v.istruttoriaBps / 100),
      periziaCents: euros(v.periziaCents),
      years: String(v.years),
      quotaPercent: String(v.quotaPercent),
      ltvPercent: String(v.ltvPercent),
      consapMaxLoanCents: euros(v.consapMaxLoanCents),
      consap: {
        excludedCategories: [...v.consap.excludedCategories],
        basePercent: String(v.consap.basePercent),
        higherAboveLtvPercent: String(v.consap.higherAboveLtvPercent),
        cases: {
          priority: caseText(v.consap.cases.priority),
          children3: caseText(v.consap.cases.children3),
          children4: caseText(v.consap.cases.children4),
          children5: caseText(v.consap.cases.children5),
        },
        endDate: `${v.consap.endDate}T12:00:00`,
      },
      variableTanBps: v.variableTanBps === null ? '' : decimal(v.variableTanBps / 100),
      maxAgeAtEnd: String(v.maxAgeAtEnd),
      ageRule: v.ageRule,
      priceMinCents: euros(v.priceMinCents),
      priceMaxCents: euros(v.priceMaxCents),
    },
  };
}

/** "3,00 – 4,60 %": the TAN range of a change, for the history. */
export function tanRange(v: MortgageConditionsValues): string {
  const low = Math.min(...v.tanBps) / 10_000;
  const high = Math.max(...v.tanBps) / 10_000;
  const f = (r: number) => mortgage.formatPercent(r, 2);
  return low === high ? f(low) : `${f(low).replace(/\s?%$/, '')} – ${f(high)}`;
}
