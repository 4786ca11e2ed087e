/** Who sells: a private person (registro on the cadastral value) or a builder (sale under IVA). */
export type Seller = 'private' | 'builder';

/** Every tunable figure of the purchase costs (money in integer cents, rates as decimals). */
export interface PurchaseCostOptions {
  registroRatePrimaCasa: number;
  registroRateSecondaCasa: number;
  registroMinCents: number;
  /** Imposta ipotecaria, private seller. */
  ipotecariaFixedCents: number;
  /** Imposta catastale, private seller. */
  catastaleFixedCents: number;
  /** Registro, ipotecaria and catastale each, when the builder sells under IVA. */
  builderFixedTaxCents: number;
  ivaRatePrimaCasa: number;
  ivaRateOrdinary: number;
  ivaRateLuxury: number;
  cadastralMultiplierPrimaCasa: number;
  cadastralMultiplierOther: number;
  /** Cadastral value as a share of the price, used only when the rendita is unknown. */
  estimatedCadastralShare: number;
  impostaSostitutivaRatePrimaCasa: number;
  impostaSostitutivaRateOther: number;
  /** Notary fee for the sale deed, before IVA. */
  notarySaleCents: number;
  notaryVatRate: number;
  /** Notary fee for the mortgage deed, all included. */
  notaryMortgageCents: number;
  istruttoriaRate: number;
  /** When set, a flat istruttoria fee replaces the percentage. */
  istruttoriaFlatCents: number | null;
  periziaCents: number;
  agencyCommissionRate: number;
  /** When set, a flat commission (before IVA) replaces the percentage. */
  agencyCommissionFlatCents: number | null;
  agencyVatRate: number;
}

/** Defaults of mortgage.md; each one is overridable through `options`. */
export const PURCHASE_COST_DEFAULTS: Readonly<PurchaseCostOptions> = Object.freeze({
  registroRatePrimaCasa: 0.02,
  registroRateSecondaCasa: 0.09,
  registroMinCents: 100_000,
  ipotecariaFixedCents: 5_000,
  catastaleFixedCents: 5_000,
  builderFixedTaxCents: 20_000,
  ivaRatePrimaCasa: 0.04,
  ivaRateOrdinary: 0.1,
  ivaRateLuxury: 0.22,
  // Rendita × 1.05 (revaluation) × 110 (prima casa) or × 120 (other dwellings).
  cadastralMultiplierPrimaCasa: 115.5,
  cadastralMultiplierOther: 126,
  // Unknown rendita: Agenzia delle Entrate/OMI data put the average market price of a home at
  // about 2.2 × its IMU cadastral value (rendita × 168), i.e. the registro base (× 115.5 or
  // × 126) is on average only ≈ 31–34 % of the price, with wide local spread (in some towns
  // the price is even below the IMU value, ≈ 70 % and more). We use 50 %: well above the
  // average, so the estimated tax errs on the high side, as a budget should.
  estimatedCadastralShare: 0.5,
  impostaSostitutivaRatePrimaCasa: 0.0025,
  impostaSostitutivaRateOther: 0.02,
  notarySaleCents: 200_000,
  notaryVatRate: 0.22,
  notaryMortgageCents: 180_000,
  istruttoriaRate: 0.01,
  istruttoriaFlatCents: null,
  periziaCents: 25_000,
  agencyCommissionRate: 0.03,
  agencyCommissionFlatCents: null,
  agencyVatRate: 0.22,
});

/**
 * The effective options: the defaults with every override that is set (keys whose value is
 * `undefined` keep their default; unknown keys are ignored).
 */
export function resolvePurchaseCostOptions(
  overrides: Partial<PurchaseCostOptions> = {},
): PurchaseCostOptions {
  const resolved: PurchaseCostOptions = { ...PURCHASE_COST_DEFAULTS };
  for (const key of Object.keys(PURCHASE_COST_DEFAULTS) as (keyof PurchaseCostOptions)[]) {
    const value = overrides[key];
    if (value !== undefined) Object.assign(resolved, { [key]: value });
  }
  return resolved;
}
