import {
  CADASTRAL_CATEGORIES,
  CONSAP_PRIORITIES,
  annualRateForYears,
  type CadastralCategory,
  type ConsapPriority,
  type ToolDefaults,
} from '@portal/shared';
import { amountText, parseYears, rateText } from './parse-fields';

export type CalculatorMode = 'budget' | 'rata';

/** Every field of the calculator as typed (strings), plus the choices. */
export interface CalculatorValues {
  mode: CalculatorMode;
  // "Quanto posso spendere"
  income1: string;
  income2: string;
  /** Ages, optional: with one, the duration ends by the provider's age limit. */
  age1: string;
  age2: string;
  otherInstalments: string;
  savings: string;
  /** The buyer asks about the Consap guarantee (prima casa): the facts below are asked. */
  consap: boolean;
  /** The Consap facts (decision 116); '' while not answered. */
  consapFirstHome: '' | 'si' | 'no';
  consapCategory: '' | CadastralCategory;
  consapPriority: '' | ConsapPriority;
  isee: string;
  /** The youngest applicant's age, asked in "Rata di un mutuo" (the budget has the ages). */
  consapAge: string;
  // "Rata di un mutuo"
  price: string;
  loan: string;
  // Both
  years: string;
  rate: string;
  /**
   * The rate shown is the provider's for the duration's band (decision 056): it follows the
   * duration until the visitor types a rate of their own (or a link brings one).
   */
  rateFollowsBand: boolean;
  home: 'prima' | 'seconda';
  seller: 'private' | 'builder';
  rendita: string;
  commission: string;
}

/** Query parameters the widget and shared links may carry (whole euros, years, percent). */
export interface CalculatorQuery {
  prezzo?: string | null;
  mutuo?: string | null;
  anni?: string | null;
  tasso?: string | null;
  /** The Consap facts of a shared plan (decision 116): 1/0, «A2», a priority key, euros, years. */
  primacasa?: string | null;
  categoria?: string | null;
  priorita?: string | null;
  isee?: string | null;
  eta?: string | null;
}

/** The link's parameters, in the order a shared plan writes them. */
export const QUERY_KEYS = [
  'prezzo',
  'mutuo',
  'anni',
  'tasso',
  'primacasa',
  'categoria',
  'priorita',
  'isee',
  'eta',
] as const satisfies readonly (keyof CalculatorQuery)[];

/** What a page's address carries for the calculator (absent keys: an older link, still fine). */
export function calculatorQueryOf(search: URLSearchParams): CalculatorQuery {
  return Object.fromEntries(QUERY_KEYS.map((k) => [k, search.get(k)]));
}

/** «A2» (a link) ↔ «A/2» (the category). */
export const categoryOfParam = (text: string | null | undefined): CadastralCategory | '' =>
  CADASTRAL_CATEGORIES.find((c) => c.replace('/', '') === text) ?? '';
export const paramOfCategory = (category: CadastralCategory) => category.replace('/', '');

function consapFactsOf(query: CalculatorQuery) {
  const consapFirstHome: CalculatorValues['consapFirstHome'] =
    query.primacasa === '1' ? 'si' : query.primacasa === '0' ? 'no' : '';
  const consapCategory = categoryOfParam(query.categoria);
  const consapPriority: CalculatorValues['consapPriority'] =
    CONSAP_PRIORITIES.find((p) => p === query.priorita) ?? '';
  const isee = wholeEuros(query.isee) ?? '';
  const consapAge = query.eta && /^\d{2}$/.test(query.eta) ? query.eta : '';
  const consap = consapFirstHome !== '' || consapCategory !== '' || consapPriority !== '';
  return { consap, consapFirstHome, consapCategory, consapPriority, isee, consapAge };
}

const wholeEuros = (text: string | null | undefined): string | null => {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  return amountText(Number(text) * 100);
};

/** Starting values: the provider's defaults, then what the link carries (a price opens "Rata di un mutuo"). */
export function initialValues(
  defaults: ToolDefaults,
  query: CalculatorQuery = {},
): CalculatorValues {
  const price = wholeEuros(query.prezzo);
  const loan = wholeEuros(query.mutuo);
  const years = query.anni && /^\d{1,2}$/.test(query.anni) ? query.anni : String(defaults.years);
  const linkRate = query.tasso && /^\d{1,2}([.,]\d{1,3})?$/.test(query.tasso);
  const rate = linkRate
    ? query.tasso!.replace('.', ',')
    : rateText(annualRateForYears(defaults, Number(years)));
  return {
    mode: price || loan ? 'rata' : 'budget',
    income1: '',
    income2: '',
    age1: '',
    age2: '',
    otherInstalments: '',
    savings: '',
    ...consapFactsOf(query),
    price: price ?? '',
    loan: loan ?? '',
    years,
    rate,
    rateFollowsBand: !linkRate,
    home: 'prima',
    seller: 'private',
    rendita: '',
    commission: '3',
  };
}

/**
 * One field changed: typing a rate stops it following the duration; a new whole duration
 * brings its band's rate while it still follows.
 */
export function withField<K extends keyof CalculatorValues>(
  values: CalculatorValues,
  key: K,
  value: CalculatorValues[K],
  defaults: ToolDefaults,
): CalculatorValues {
  const next = { ...values, [key]: value };
  if (key === 'rate') return { ...next, rateFollowsBand: false };
  if (key !== 'years' || !values.rateFollowsBand) return next;
  const years = parseYears(String(value)).value;
  return years === undefined
    ? next
    : { ...next, rate: rateText(annualRateForYears(defaults, years)) };
}
