import { formatEuro } from '../format';
import { dayLabel } from '../tool-terms';
import {
  CONSAP_YOUNG_UNDER_AGE,
  consapCaseOf,
  type CadastralCategory,
  type ConsapPriority,
  type ConsapRules,
  withArticle,
} from './consap-rules';

/** What the buyer declares for the Consap check (decisions.md, third round). */
export interface ConsapFacts {
  /** The purchase is the first home and the buyer owns no other dwelling. */
  firstHome: boolean;
  category: CadastralCategory;
  priority: ConsapPriority;
  /** ISEE in cents; null when not given (then only the base guarantee is said). */
  iseeCents: number | null;
  /** The youngest applicant's age, when known: it checks the under-36 categories. */
  youngestAge: number | null;
}

export interface ConsapCheckInput {
  facts: ConsapFacts;
  loanCents: number;
  /** The property's price; null when unknown (the loan-to-value is then unknown too). */
  priceCents: number | null;
  rules: ConsapRules;
  /** Today in Europe/Rome, YYYY-MM-DD. */
  today: string;
}

/** Said with every answer. */
export const CONSAP_CAVEAT =
  'La garanzia dipende dall’adesione della banca al Fondo e dai fondi disponibili.';

export type ConsapAnswer =
  | {
      status: 'notInForce';
      headline: string;
      reason: string;
    }
  | {
      status: 'notEligible';
      headline: string;
      reason: string;
    }
  | {
      status: 'eligible';
      /** «Probabilmente ammissibile, garanzia 50 %». */
      headline: string;
      /** The guarantee of this loan (whole percent). */
      guaranteePercent: number;
      /**
       * The buyer's case is within its ISEE threshold: a loan above the loan-to-value limit,
       * up to 100 % of the price, gets this guarantee. Null otherwise.
       */
      fullPrice: { guaranteePercent: number } | null;
      notes: string[];
    };

const euro = (cents: number) => formatEuro(cents);

/** «A/1, A/8 e A/9». */
function listCategories(categories: readonly string[]): string {
  if (categories.length <= 1) return categories.join('');
  return `${categories.slice(0, -1).join(', ')} e ${categories[categories.length - 1]}`;
}

const isYoungCategory = (p: ConsapPriority) => p === 'under36' || p === 'youngCouple';

/**
 * Whether the buyer may probably have the Consap guarantee, and how much: pure, from the
 * facts, the loan and price, the dated rules and today. Not eligible with the reason; else
 * the base guarantee, or the case's higher one when the loan-to-value is above the limit and
 * the ISEE within the case's threshold, with the plan at up to 100 % of the price.
 */
export function consapCheck(input: ConsapCheckInput): ConsapAnswer {
  const { facts, rules, loanCents, priceCents } = input;
  if (input.today > rules.endDate) {
    return {
      status: 'notInForce',
      headline: 'Fondo Consap non in vigore',
      reason: `Le condizioni del Fondo di garanzia per la prima casa valevano fino al ${dayLabel(rules.endDate)}: oggi non sono in vigore. Chiedi al mediatore se il Fondo è stato prorogato.`,
    };
  }
  const refuse = (reason: string): ConsapAnswer => ({
    status: 'notEligible',
    headline: 'Non ammissibile alla garanzia Consap',
    reason,
  });
  if (!facts.firstHome) {
    return refuse(
      'La garanzia vale solo per l’acquisto della prima casa da parte di chi non possiede altre abitazioni.',
    );
  }
  if (rules.excludedCategories.includes(facts.category)) {
    return refuse(
      `Le abitazioni di categoria catastale ${listCategories(rules.excludedCategories)} sono escluse dal Fondo: la categoria ${facts.category} non è ammessa.`,
    );
  }
  if (loanCents > rules.maxLoanCents) {
    return refuse(
      `Il mutuo di ${euro(loanCents)} supera il limite di ${euro(rules.maxLoanCents)} garantito dal Fondo.`,
    );
  }

  const notes: string[] = [];
  let higher: number | null = null;
  const kase = consapCaseOf(facts.priority);
  const age = facts.youngestAge;
  if (kase && isYoungCategory(facts.priority) && age !== null && age >= CONSAP_YOUNG_UNDER_AGE) {
    notes.push(
      `La categoria scelta chiede almeno un richiedente con meno di ${CONSAP_YOUNG_UNDER_AGE} anni: con ${age} anni vale la garanzia di base.`,
    );
  } else if (kase) {
    const rule = rules.cases[kase];
    if (facts.iseeCents === null) {
      notes.push(
        `Indica l’ISEE: fino a ${euro(rule.iseeMaxCents)} la garanzia può salire ${withArticle(rule.percent, 'al')}.`,
      );
    } else if (facts.iseeCents > rule.iseeMaxCents) {
      notes.push(
        `Con un ISEE oltre ${euro(rule.iseeMaxCents)} la garanzia resta ${withArticle(rules.basePercent, 'al')}.`,
      );
    } else {
      higher = rule.percent;
    }
  }

  const ltv = priceCents ? loanCents / priceCents : null;
  const aboveLimit = ltv !== null && ltv * 100 > rules.higherAboveLtvPercent + 1e-9;
  const guaranteePercent = higher !== null && aboveLimit ? higher : rules.basePercent;
  if (higher !== null && !aboveLimit) {
    notes.push(
      `Con un mutuo oltre ${withArticle(rules.higherAboveLtvPercent, 'il')} del prezzo la garanzia sale ${withArticle(higher, 'al')}: il piano può arrivare fino al 100 % del prezzo.`,
    );
  }
  return {
    status: 'eligible',
    headline: `Probabilmente ammissibile, garanzia ${guaranteePercent} %`,
    guaranteePercent,
    fullPrice: higher === null ? null : { guaranteePercent: higher },
    notes,
  };
}
