// Without zod, as defaults.ts: the calculators and the light public pages read these.

/**
 * The Fondo di garanzia per la prima casa (Consap) as decisions.md's third round fixes it: in
 * force to 31 December 2027 (L. 207/2024, confirmed by the 2026 budget law). Every figure is a
 * field of the admin's dated mortgage conditions, so a change of the law (or its end) needs
 * no code; these are the defaults.
 */

/** The residential cadastral categories a buyer may pick (A/10, offices, is not a home). */
export const CADASTRAL_CATEGORIES = [
  'A/1',
  'A/2',
  'A/3',
  'A/4',
  'A/5',
  'A/6',
  'A/7',
  'A/8',
  'A/9',
  'A/11',
] as const;
export type CadastralCategory = (typeof CADASTRAL_CATEGORIES)[number];

/** Who has priority (and, within the ISEE threshold, a higher guarantee). */
export const CONSAP_PRIORITIES = [
  'under36',
  'youngCouple',
  'singleParent',
  'socialTenant',
  'children3',
  'children4',
  'children5',
  'none',
] as const;
export type ConsapPriority = (typeof CONSAP_PRIORITIES)[number];

export const CONSAP_PRIORITY_LABELS: Record<ConsapPriority, string> = {
  under36: 'Giovane con meno di 36 anni',
  youngCouple: 'Giovane coppia con almeno uno dei due sotto i 36 anni',
  singleParent: 'Genitore solo con almeno un figlio minore',
  socialTenant: 'Inquilino di un alloggio popolare (ex IACP)',
  children3: 'Famiglia con 3 figli sotto i 21 anni',
  children4: 'Famiglia con 4 figli sotto i 21 anni',
  children5: 'Famiglia con 5 o più figli sotto i 21 anni',
  none: 'Nessuna di queste categorie',
};

/** The cases with a higher guarantee: the priority categories share one threshold. */
export const CONSAP_CASES = ['priority', 'children3', 'children4', 'children5'] as const;
export type ConsapCase = (typeof CONSAP_CASES)[number];

export const CONSAP_CASE_LABELS: Record<ConsapCase, string> = {
  priority: 'Giovani, giovani coppie, genitori soli, inquilini ex IACP',
  children3: 'Famiglie con 3 figli sotto i 21 anni',
  children4: 'Famiglie con 4 figli sotto i 21 anni',
  children5: 'Famiglie con 5 o più figli sotto i 21 anni',
};

/** Which case a priority category falls in (none: the base guarantee only). */
export function consapCaseOf(priority: ConsapPriority): ConsapCase | null {
  switch (priority) {
    case 'under36':
    case 'youngCouple':
    case 'singleParent':
    case 'socialTenant':
      return 'priority';
    case 'children3':
    case 'children4':
    case 'children5':
      return priority;
    case 'none':
      return null;
    default:
      return null;
  }
}

/** One case's ISEE ceiling (cents, included) and its guarantee (whole percent of the loan). */
export interface ConsapCaseRule {
  iseeMaxCents: number;
  percent: number;
}

/** The Fund's rules as the admin's conditions store them (money in cents, percent whole). */
export interface ConsapRules {
  /** The largest loan the Fund guarantees (included). */
  maxLoanCents: number;
  /** Cadastral categories the Fund excludes (luxury homes). */
  excludedCategories: readonly CadastralCategory[];
  /** The guarantee of every eligible loan. */
  basePercent: number;
  /** Above this loan-to-value (whole percent) a case within its ISEE gets its higher guarantee. */
  higherAboveLtvPercent: number;
  cases: Record<ConsapCase, ConsapCaseRule>;
  /** The last day (YYYY-MM-DD, Europe/Rome) the Fund's conditions are in force. */
  endDate: string;
}

/** Under this age (whole years) a buyer counts as young (under 36). */
export const CONSAP_YOUNG_UNDER_AGE = 36;

export const DEFAULT_CONSAP_RULES: ConsapRules = {
  maxLoanCents: 25_000_000,
  excludedCategories: ['A/1', 'A/8', 'A/9'],
  basePercent: 50,
  higherAboveLtvPercent: 80,
  cases: {
    priority: { iseeMaxCents: 4_000_000, percent: 80 },
    children3: { iseeMaxCents: 4_000_000, percent: 80 },
    children4: { iseeMaxCents: 4_500_000, percent: 85 },
    children5: { iseeMaxCents: 5_000_000, percent: 90 },
  },
  endDate: '2027-12-31',
};

/**
 * A whole percentage with its article, as Italian writes it: «al 50 %», «all’80 %», «all’11 %»;
 * «il 75 %», «l’80 %». The article elides before a number read with a vowel (1, 8, 11, 80–89).
 */
export function withArticle(percent: number, article: 'al' | 'il'): string {
  const vowel =
    percent === 1 || percent === 8 || percent === 11 || (percent >= 80 && percent <= 89);
  const written = article === 'al' ? (vowel ? 'all’' : 'al ') : vowel ? 'l’' : 'il ';
  return `${written}${percent} %`;
}
