/**
 * Mortgage engine (Display Rata, Piano D'Acquisto): pure functions, no I/O.
 * Units: money in integer euro cents, rates and shares as decimals (0.035 = 3,5 %),
 * durations in whole years with monthly instalments.
 */
export * from './schemas';
export * from './age-limit';
export { MONTHS_PER_YEAR, floorToEuro, percentOfCents, roundCents } from './money';
export * from './parse';
export * from './instalment';
export * from './taeg';
export * from './representative-example';
export * from './affordability';
export * from './consap';
export * from './consap-rules';
export * from './consap-check';
export * from './scenarios';
export * from './purchase-cost-defaults';
export * from './purchase-costs';
export * from './max-price';
