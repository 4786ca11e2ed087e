import {
  affordableInstalmentCents,
  ltvCap,
  maxLoanFromInstalmentCents,
  type AffordabilityInput,
  type LtvOptions,
} from './affordability';
import { instalmentCents } from './instalment';
import { assertCents } from './money';
import { purchaseCosts, type PurchaseCosts, type PurchaseProfile } from './purchase-costs';
import { DEFAULTS, type PurchasePlan } from './schemas';

/** Everything the Piano D'Acquisto needs (integer cents, decimals, whole years). */
export interface MaxPriceInput
  extends AffordabilityInput, PurchaseProfile, Omit<LtvOptions, 'consap'> {
  /** Savings available for the down payment and the costs, integer cents. */
  savingsCents: number;
  annualRate: number;
  years: number;
  /** Ask for the Consap guarantee; applied only to a prima casa that is not a luxury home. */
  consap?: boolean;
}

/**
 * What limits the maximum price:
 * - 'income': the loan is capped by what the income allows (more income → higher price);
 * - 'ltv': the loan is capped by loan-to-value (or Consap's 250.000 €): only more savings
 *   (or the Consap option) raise the price;
 * - 'savings': the savings cannot bear even the fixed costs of a purchase with a mortgage
 *   (the result is a purchase without mortgage, or no purchase at all).
 */
export type PriceLimit = 'income' | 'ltv' | 'savings';

/** The maximum price and its plan (integer cents). */
export interface MaxPrice {
  /** False when the savings do not even cover the fixed costs of a purchase. */
  feasible: boolean;
  /** Whole euros (a multiple of 100 cents). */
  priceCents: number;
  loanCents: number;
  instalmentCents: number;
  /** Price − loan. */
  downPaymentCents: number;
  costs: PurchaseCosts;
  /** Down payment + costs: what the savings must cover. */
  ownFundsCents: number;
  savingsLeftCents: number;
  limitedBy: PriceLimit;
  affordableInstalmentCents: number;
  maxLoanFromIncomeCents: number;
  /** Loan-to-value the bank applies (0.8, or 1 with Consap). */
  ltv: number;
  consapApplied: boolean;
  /** With Consap the UI shows `CONSAP_NOTE` ("la banca decide"). */
  bankDecides: boolean;
  notes: string[];
}

interface Candidate {
  loanCents: number;
  costs: PurchaseCosts;
  needCents: number;
}

/**
 * Maximum price: the largest whole-euro price P such that the loan ≤ min(max from income,
 * LTV · P) and savings ≥ P − loan + purchase costs(P, loan). The loan taken is the largest
 * allowed (each euro borrowed costs far less than a euro in istruttoria and taxes), unless
 * buying without a mortgage needs fewer savings (a tiny loan that does not pay its own fixed
 * costs). What the savings must cover grows with P, so a binary search on P finds the maximum.
 * Monotone: a higher income or more savings never lower the price.
 *
 * @throws RangeError when an input is outside the engine's domain.
 */
export function maxPrice(input: MaxPriceInput): MaxPrice {
  assertCents(input.savingsCents);
  const affordable = affordableInstalmentCents(input);
  const fromIncome = maxLoanFromInstalmentCents(affordable, input.annualRate, input.years);
  const consapApplied = input.consap === true && input.primaCasa && input.luxury !== true;
  const ltvOptions: LtvOptions = {
    ltv: input.ltv ?? DEFAULTS.ltv,
    consap: consapApplied,
    consapLtv: input.consapLtv ?? DEFAULTS.consapLtv,
    consapMaxLoanCents: input.consapMaxLoanCents ?? DEFAULTS.consapMaxLoanCents,
  };
  const profile: PurchaseProfile = {
    primaCasa: input.primaCasa,
    seller: input.seller,
    luxury: input.luxury,
    renditaCatastaleCents: input.renditaCatastaleCents,
    includeAgency: input.includeAgency,
    options: input.options,
  };

  const candidate = (priceCents: number, loanCents: number): Candidate => {
    const costs = purchaseCosts({ ...profile, priceCents, loanCents });
    return { loanCents, costs, needCents: priceCents - loanCents + costs.totalCents };
  };
  const best = (priceCents: number): Candidate => {
    const cap = Math.min(fromIncome, ltvCap(priceCents, ltvOptions).maxLoanCents);
    const without = candidate(priceCents, 0);
    if (cap <= 0) return without;
    const withLoan = candidate(priceCents, cap);
    return withLoan.needCents <= without.needCents ? withLoan : without;
  };
  const fits = (c: Candidate) => c.needCents <= input.savingsCents;

  // need(P) ≥ P − loan ≥ P − fromIncome, so no price above savings + fromIncome can fit.
  let lo = 0;
  let hi = Math.floor((input.savingsCents + fromIncome) / 100) + 1;
  const feasible = fits(best(0));
  if (feasible) {
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (fits(best(mid * 100))) lo = mid;
      else hi = mid;
    }
  }
  const found = best(lo * 100);

  const priceCents = feasible ? lo * 100 : 0;
  const cap = ltvCap(priceCents, ltvOptions);
  const ltvBinds = cap.maxLoanCents < fromIncome;
  let limitedBy: PriceLimit;
  if (!feasible) limitedBy = 'savings';
  else if (found.loanCents === 0 && fromIncome > 0) limitedBy = ltvBinds ? 'savings' : 'income';
  else limitedBy = ltvBinds ? 'ltv' : 'income';

  const notes: string[] = [...found.costs.notes];
  if (input.consap === true && !consapApplied) {
    notes.push(
      "La garanzia Consap vale solo per l'acquisto della prima casa non di lusso: non applicata.",
    );
  }
  if (!feasible) notes.push("I risparmi non coprono le spese fisse dell'acquisto.");
  else if (found.loanCents === 0 && fromIncome > 0) {
    notes.push(
      'Con questi importi conviene acquistare senza mutuo: il mutuo possibile non copre le proprie spese.',
    );
  }
  const ownFunds = priceCents - found.loanCents + found.costs.totalCents;
  return {
    feasible,
    priceCents,
    loanCents: found.loanCents,
    instalmentCents: instalmentCents({
      loanCents: found.loanCents,
      annualRate: input.annualRate,
      years: input.years,
    }),
    downPaymentCents: priceCents - found.loanCents,
    costs: found.costs,
    ownFundsCents: ownFunds,
    savingsLeftCents: input.savingsCents - ownFunds,
    limitedBy,
    affordableInstalmentCents: affordable,
    maxLoanFromIncomeCents: fromIncome,
    ltv: cap.ltv,
    consapApplied,
    bankDecides: cap.bankDecides,
    notes,
  };
}

/** `maxPrice` for a Piano D'Acquisto parsed by `PurchasePlanInputSchema`. */
export function maxPriceForPlan(plan: PurchasePlan): MaxPrice {
  return maxPrice({
    netMonthlyIncomesCents: plan.applicants.map((a) => a.netMonthlyIncomeCents),
    otherInstalmentsCents: plan.otherInstalmentsCents,
    quota: plan.quota,
    savingsCents: plan.savingsCents,
    annualRate: plan.annualRate,
    years: plan.years,
    ltv: plan.ltv,
    consap: plan.consap,
    ...(plan.consapMaxLoanCents === undefined
      ? {}
      : { consapMaxLoanCents: plan.consapMaxLoanCents }),
    primaCasa: plan.primaCasa,
    seller: plan.seller,
    luxury: plan.luxury,
    renditaCatastaleCents: plan.renditaCatastaleCents,
    includeAgency: plan.includeAgency,
    options: plan.costOptions,
  });
}
