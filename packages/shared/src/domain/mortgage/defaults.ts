// Without zod: the light public pages (decision 065) read these and load no schema.

/**
 * Engine defaults. Every value is a placeholder the admin (or the agency, for Display Rata)
 * can override; none is a commercial offer.
 */
export const DEFAULTS = {
  /** Share of net income for instalments: banks quote 30–35 %, Banca d'Italia "about a third". */
  quota: 0.33,
  /** Loan-to-value cap for credito fondiario (CICR deliberation of 22 April 1995). */
  ltv: 0.8,
  /** With the Consap "Fondo di garanzia prima casa" a bank may lend up to 100 %. */
  consapLtv: 1,
  /** Consap guarantees loans up to 250.000 €. */
  consapMaxLoanCents: 25_000_000,
  /** Most common term on Italian mortgages; the references of mortgage.md use 20–30 years. */
  years: 25,
  /**
   * Placeholder fixed TAN, in line with Italian fixed-rate offers in 2024–2025 (about 3–3,5 %).
   * It must come from configuration (admin / agency) in production, never be shown as an offer.
   */
  annualRate: 0.035,
  /** Usual limit on the borrower's age when the loan ends (bank-specific). */
  maxAgeAtEnd: 75,
  /** Which applicant's age counts: the oldest is the prudent (and most common) rule. */
  ageRule: 'oldest',
} as const;
