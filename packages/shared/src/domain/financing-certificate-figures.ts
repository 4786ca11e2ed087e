// The computed figures of a financing certificate (decision 117), apart from its rules so
// the public verification page never loads the mortgage engine.
import { representativeExample } from './mortgage/representative-example';

/** What the admin chooses; the rest of the figures follow from it. */
export interface CertificateTerms {
  maxLoanCents: number;
  priceCents: number;
  years: number;
  /** TAN of the mortgage conditions for the duration, as a decimal. */
  annualRate: number;
  /** The provider's fees in the TAEG (its dated conditions). */
  istruttoriaRate: number;
  periziaCents: number;
  intermediaryName: string;
  intermediaryDetails: string;
}

/** The computed figures of a certificate (integer cents; rates as decimals). */
export interface CertificateFigures {
  ltv: number;
  instalmentCents: number;
  numberOfInstalments: number;
  taeg: number;
  totalPayableCents: number;
}

/**
 * LTV, instalment and TAEG of the representative example at the maximum loan: the engine's
 * figures, never typed, so the certificate is exact and agrees with the Piano D'Acquisto.
 *
 * @throws RangeError when the engine cannot compute them (e.g. costs above a tiny loan).
 */
export function certificateFigures(t: CertificateTerms): CertificateFigures {
  const example = representativeExample({
    intermediaryName: t.intermediaryName,
    intermediaryDetails: t.intermediaryDetails,
    loanCents: t.maxLoanCents,
    propertyValueCents: t.priceCents,
    annualRate: t.annualRate,
    years: t.years,
    costs: { istruttoriaRate: t.istruttoriaRate, periziaCents: t.periziaCents },
  });
  return {
    ltv: t.maxLoanCents / t.priceCents,
    instalmentCents: example.instalmentCents,
    numberOfInstalments: example.numberOfInstalments,
    taeg: example.taeg,
    totalPayableCents: example.totalPayableCents,
  };
}
