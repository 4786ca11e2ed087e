import { DEFAULT_CONSAP_CONDITIONS, type MortgageConditionsValues } from '@portal/shared';

/** Valid conditions (the engine's defaults, TAN by band), with `patch` over them. */
export function conditionsValues(
  patch: Partial<MortgageConditionsValues> = {},
): MortgageConditionsValues {
  return {
    tanBps: [300, 310, 320, 330, 340, 360],
    istruttoriaBps: 100,
    periziaCents: 25_000,
    years: 25,
    quotaPercent: 33,
    ltvPercent: 80,
    consapMaxLoanCents: 25_000_000,
    consap: DEFAULT_CONSAP_CONDITIONS,
    variableTanBps: null,
    maxAgeAtEnd: 75,
    ageRule: 'oldest',
    priceMinCents: 3_000_000,
    priceMaxCents: 500_000_000,
    ...patch,
  };
}

let counter = 0;

/** A valid new change effective from `effectiveFrom`; a different TAN at each call. */
export function conditionsBody(
  effectiveFrom: string,
  patch: Partial<MortgageConditionsValues> = {},
) {
  counter += 1;
  const tan = 200 + (counter % 900);
  return {
    effectiveFrom,
    values: conditionsValues({ tanBps: [tan, tan, tan, tan, tan, tan], ...patch }),
  };
}
