import type { PianoLeadPlan } from '@portal/shared';
import type { PlanOutcome } from './compute-plan';

/** The figures a client sends to the agency, or null when the plan holds no mortgage. */
export function leadPlanOf(outcome: PlanOutcome | null): PianoLeadPlan | null {
  if (!outcome) return null;
  if (outcome.kind === 'budget') {
    const { loan, result } = outcome;
    if (!loan) return null;
    return {
      kind: 'budget',
      priceCents: result.priceCents,
      loanCents: loan.loanCents,
      instalmentCents: loan.schedule.instalmentCents,
      years: loan.years,
      annualRate: loan.annualRate,
    };
  }
  return {
    kind: 'rata',
    priceCents: outcome.priceCents,
    loanCents: outcome.loan.loanCents,
    instalmentCents: outcome.loan.schedule.instalmentCents,
    years: outcome.loan.years,
    annualRate: outcome.loan.annualRate,
  };
}
