import type { ExampleCostTerm, Intermediary, WidgetConfig } from '@portal/shared';
// Engine files imported one by one (not the '@portal/shared' barrel): the widget bundle takes
// only these functions, never zod (see scripts/widget-build.mjs).
import { instalmentForPrice, scheduleSummary } from '@portal/shared/domain/mortgage/instalment';
import { percentOfCents } from '@portal/shared/domain/mortgage/money';
import { annuityPercentageRate } from '@portal/shared/domain/mortgage/taeg';

/** What Display Rata needs from the configuration to compute one listing. */
export type WidgetTerms = Pick<
  WidgetConfig,
  'annualRate' | 'years' | 'ltv' | 'intermediary' | 'exampleCosts'
> & { asOf?: string | null };

/**
 * A representative example (art. 120-octies TUB) in integer cents, as the widget, the
 * configurator's preview and the Piano D'Acquisto show it.
 */
export interface ExampleFigures {
  /** Value of the property, when the example refers to one. */
  priceCents: number | null;
  loanCents: number;
  /** TAN as a decimal. */
  annualRate: number;
  /** TAEG as a decimal, unrounded. */
  taeg: number;
  years: number;
  numberOfInstalments: number;
  instalmentCents: number;
  lastInstalmentCents: number;
  totalInterestCents: number;
  /** Costs in the TAEG, paid at disbursement. */
  costs: { label: string; amountCents: number }[];
  totalCostOfCreditCents: number;
  totalPayableCents: number;
  intermediary: Intermediary;
  /** The day of the provider's conditions as shown ("21/11/2026"), when known. */
  asOf?: string | null;
}

/** The figures shown next to one listed price. */
export interface PriceFigures extends ExampleFigures {
  priceCents: number;
}

/** Cost amounts of a loan: flat part + rate × loan, rounded to the cent like the engine does. */
export function exampleCosts(terms: readonly ExampleCostTerm[], loanCents: number) {
  return terms.map((t) => ({
    label: t.label,
    amountCents: t.flatCents + percentOfCents(loanCents, t.rate),
  }));
}

/**
 * The engine's instalment for a listed price (loan = price × LTV, floored to the euro) and the
 * representative example of that loan: the schedule and the TAEG come from the engine's own
 * functions; the costs from the configuration (the terms of `mortgage.representativeExample`).
 * Null when the engine refuses the price (zero, absurd) or the terms.
 */
export function figuresForPrice(terms: WidgetTerms, priceCents: number): PriceFigures | null {
  try {
    const { annualRate, years } = terms;
    const { loanCents } = instalmentForPrice({ priceCents, ltv: terms.ltv, annualRate, years });
    if (loanCents <= 0) return null;
    // The schedule's totals and the TAEG without building 300 rows per price (QUALITY.md P10).
    const schedule = scheduleSummary({ loanCents, annualRate, years });
    const costs = exampleCosts(terms.exampleCosts, loanCents);
    const upfront = costs.reduce((sum, c) => sum + c.amountCents, 0);
    const totalCostOfCreditCents = schedule.totalInterestCents + upfront;
    return {
      priceCents,
      loanCents,
      annualRate,
      taeg: annuityPercentageRate(
        loanCents - upfront,
        schedule.instalmentCents,
        schedule.payments,
        schedule.lastPaymentCents,
      ),
      years,
      numberOfInstalments: schedule.payments,
      instalmentCents: schedule.instalmentCents,
      lastInstalmentCents: schedule.lastPaymentCents,
      totalInterestCents: schedule.totalInterestCents,
      costs,
      totalCostOfCreditCents,
      totalPayableCents: loanCents + totalCostOfCreditCents,
      intermediary: terms.intermediary,
      asOf: terms.asOf,
    };
  } catch {
    return null;
  }
}
