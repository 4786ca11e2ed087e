import { MORTGAGE_LIMITS } from './limits';

/** Which applicant's age limits the duration. */
export type AgeRule = 'oldest' | 'youngest';

/** How far the applicants' ages let a loan run (mortgage.md: usually ≤ 75 at its end). */
export interface AgeLimit {
  /** The age that counts, by the rule. */
  age: number;
  /** The longest whole duration in years (at most the engine's maximum); may be below the minimum. */
  maxYears: number;
  maxAgeAtEnd: number;
}

/** The limit the given ages set, or null when no age is given. */
export function ageLimit(
  ages: readonly number[],
  maxAgeAtEnd: number,
  rule: AgeRule,
): AgeLimit | null {
  if (ages.length === 0) return null;
  const age = rule === 'oldest' ? Math.max(...ages) : Math.min(...ages);
  return { age, maxYears: Math.min(MORTGAGE_LIMITS.maxYears, maxAgeAtEnd - age), maxAgeAtEnd };
}

/** True when not even the shortest loan ends by the age limit. */
export const tooOldForAnyLoan = (limit: AgeLimit) => limit.maxYears < MORTGAGE_LIMITS.minYears;

/** The article of a number of years: "i 75 anni", "gli 80 anni", "gli 11 anni". */
const article = (n: number) => (/^(8|11)/.test(String(n)) ? 'gli' : 'i');

/** The Italian messages of the age limit. */
export const AGE_LIMIT_MESSAGES = {
  none: (l: AgeLimit) =>
    `Con ${l.age} anni non è possibile un mutuo di almeno ${MORTGAGE_LIMITS.minYears} anni (età massima a fine mutuo ${l.maxAgeAtEnd} anni)`,
  maxYears: (l: AgeLimit) =>
    `Con ${l.age} anni la durata massima è ${l.maxYears} anni (età massima a fine mutuo ${l.maxAgeAtEnd} anni)`,
  capped: (l: AgeLimit, asked: number) =>
    `Con ${l.age} anni il mutuo deve finire entro ${article(l.maxAgeAtEnd)} ${l.maxAgeAtEnd} anni di età (limite usato dalle banche): il piano usa una durata di ${l.maxYears} anni invece di ${asked}.`,
} as const;
