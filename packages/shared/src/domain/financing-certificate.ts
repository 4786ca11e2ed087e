// The financing certificate («Attestato di finanziabilità», decisions.md third round;
// decision 117): what it states, how its figures are computed and how long it is valid.

/** The file name the browser saves a certificate's PDF as. */
export const CERTIFICATE_PDF_FILENAME = 'attestato-finanziabilita.pdf';

/** Days a certificate is valid after the day it is issued (Europe/Rome). */
export const CERTIFICATE_VALIDITY_DAYS = 60;

/** The sentence every certificate carries, verbatim (decisions.md). */
export const CERTIFICATE_DISCLAIMER =
  'Non costituisce delibera né impegno della banca: la concessione del mutuo è soggetta alla valutazione della banca';

/**
 * The Consap answer the admin states when issuing (a fixed list, so the eligibility check of
 * the Piano D'Acquisto can later fill it in): a code stored, its Italian label shown.
 */
export const CONSAP_ANSWERS = [
  'non_valutata',
  'non_ammissibile',
  'ammissibile_50',
  'ammissibile_80',
  'ammissibile_85',
  'ammissibile_90',
] as const;
export type ConsapAnswer = (typeof CONSAP_ANSWERS)[number];

export const CONSAP_ANSWER_LABELS: Record<ConsapAnswer, string> = {
  non_valutata: 'Non valutata',
  non_ammissibile: 'Non ammissibile',
  ammissibile_50: 'Probabilmente ammissibile, garanzia 50 %',
  ammissibile_80: 'Probabilmente ammissibile, garanzia 80 %',
  ammissibile_85: 'Probabilmente ammissibile, garanzia 85 %',
  ammissibile_90: 'Probabilmente ammissibile, garanzia 90 %',
};

/** Said beside every Consap answer that grants a guarantee (decisions.md, third round). */
export const CONSAP_GUARANTEE_NOTE =
  'La garanzia dipende dall’adesione della banca al Fondo e dai fondi disponibili.';

/** Where a certificate stands; `non_disponibile` once the lead's data were pseudonymised. */
export const CERTIFICATE_STATES = ['valido', 'scaduto', 'revocato'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

export const CERTIFICATE_STATE_LABELS: Record<CertificateState, string> = {
  valido: 'Valido',
  scaduto: 'Scaduto',
  revocato: 'Revocato',
};

export const CERTIFICATE_MESSAGES = {
  buyer: 'Indica il nome dell’acquirente (al massimo 120 caratteri)',
  loan: 'Indica il mutuo massimo, maggiore di zero',
  price: 'Indica il prezzo dell’immobile, maggiore di zero',
  loanOverPrice: 'Il mutuo massimo non può superare il prezzo dell’immobile',
  consap: 'Scegli l’esito della verifica Consap',
  reason: 'Indica il motivo della revoca (al massimo 500 caratteri)',
  notComputable: 'Con questi importi non si può calcolare un esempio rappresentativo',
  notFound: 'Attestato non trovato.',
  alreadyRevoked: 'L’attestato è già revocato.',
  erased: 'L’attestato non è più disponibile.',
} as const;

/** The last day (YYYY-MM-DD) a certificate issued on `issueDay` is valid. */
export function certificateValidUntil(issueDay: string): string {
  const d = new Date(`${issueDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + CERTIFICATE_VALIDITY_DAYS);
  return d.toISOString().slice(0, 10);
}

/**
 * A certificate's state on `today` (YYYY-MM-DD, Europe/Rome): revoked wins; else valid
 * through its last day, expired from the day after. Computed, never stored.
 */
export function certificateState(
  c: { validUntil: string; revokedAt: Date | string | null },
  today: string,
): CertificateState {
  if (c.revokedAt) return 'revocato';
  return today <= c.validUntil ? 'valido' : 'scaduto';
}

/** The intermediary as the certificate names it: «Nome (mediatore creditizio, OAM n. M000)». */
export const certificateIntermediary = (oamNumber: string) =>
  `mediatore creditizio iscritto all’Elenco OAM n. ${oamNumber}`;

/**
 * The figures a lead from a shared Piano D'Acquisto carries in its description (the lines
 * the plan's mail writes, «Prezzo dell’immobile: 250.000,00 €», «Mutuo: …», «Durata: 25
 * anni…»), to prefill the issue form; nothing for a lead typed by hand.
 */
export function planFiguresOf(description: string): {
  priceCents: number | null;
  loanCents: number | null;
  years: number | null;
} {
  const euro = (label: RegExp) => {
    const m = label.exec(description);
    if (!m) return null;
    const digits = m[1]!.replace(/\./g, '').replace(',', '.');
    const value = Number(digits);
    return Number.isFinite(value) && value > 0 ? Math.round(value * 100) : null;
  };
  const years = /^Durata: (\d{1,2}) anni/m.exec(description);
  return {
    priceCents: euro(/^Prezzo (?:massimo )?dell[’']immobile: ([\d.]+(?:,\d{1,2})?)\s€/m),
    loanCents: euro(/^Mutuo: ([\d.]+(?:,\d{1,2})?)\s€/m),
    years: years ? Number(years[1]) : null,
  };
}
