import { paramOfCategory, type CalculatorValues } from './calculator-form';
import type { PlanOutcome } from './compute-plan';
import { parseAge, parseAmount } from './parse-fields';

const euros = (cents: number) => String(Math.floor(cents / 100));

/**
 * The query of a plan's link (decision 116): price, loan, duration, the rate when the visitor
 * typed one, and the Consap facts; never incomes or savings. "Quanto posso spendere" travels
 * as the price and loan it found, so the link opens "La rata di un mutuo" on the same loan
 * and gives the same Consap answer. Null while there is no plan.
 */
export function shareQueryOf(v: CalculatorValues, outcome: PlanOutcome | null): string | null {
  if (!outcome) return null;
  const loan = outcome.loan;
  if (!loan) return null;
  const q = new URLSearchParams();
  const priceCents = outcome.kind === 'budget' ? outcome.result.priceCents : outcome.priceCents;
  if (priceCents) q.set('prezzo', euros(priceCents));
  q.set('mutuo', euros(loan.loanCents));
  q.set('anni', String(loan.years));
  if (!v.rateFollowsBand) q.set('tasso', String(+(loan.annualRate * 100).toFixed(3)));
  if (v.consap && v.home === 'prima') {
    if (v.consapFirstHome) q.set('primacasa', v.consapFirstHome === 'si' ? '1' : '0');
    if (v.consapCategory) q.set('categoria', paramOfCategory(v.consapCategory));
    if (v.consapPriority) q.set('priorita', v.consapPriority);
    const isee = parseAmount(v.isee).value;
    if (typeof isee === 'number') q.set('isee', euros(isee));
    const ages = (outcome.kind === 'budget' ? [v.age1, v.age2] : [v.consapAge])
      .map((a) => parseAge(a).value)
      .filter((a): a is number => typeof a === 'number');
    if (ages.length > 0) q.set('eta', String(Math.min(...ages)));
  }
  return q.toString();
}
