/** Hard limits of the engine's input domain (the schemas and the engine's own checks share them). */
export const MORTGAGE_LIMITS = {
  minYears: 5,
  maxYears: 40,
  minAnnualRate: 0,
  maxAnnualRate: 0.25,
  maxApplicants: 2,
  /** 1 billion euro: far above any home, keeps every cents value a safe integer. */
  maxCents: 100_000_000_000,
} as const;
