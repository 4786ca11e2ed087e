import { formatDateLong } from './format';

/**
 * A referral («Segnala un cliente», decisions.md third round): an agency passes a client who
 * asked to be called by the mediator. `nuova` until an admin or a linked internal agent turns
 * it into an appointment (`convertita`) or refuses it (`rifiutata`); `ritirata` once the
 * client used the «Non desidero essere contattato» link and the client data were deleted.
 */
export const REFERRAL_STATES = ['nuova', 'convertita', 'rifiutata', 'ritirata'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

export const REFERRAL_STATE_LABELS: Record<ReferralState, string> = {
  nuova: 'Nuova',
  convertita: 'Convertita in appuntamento',
  rifiutata: 'Rifiutata',
  ritirata: 'Ritirata dal cliente',
};

/** The confirmation the agency ticks: the client asked for the call (its exact words). */
export const REFERRAL_CONSENT_LABEL = 'Il cliente mi ha chiesto di essere contattato dal mediatore';

/** How long the client's «Non desidero essere contattato» link works. */
export const REFERRAL_OPT_OUT_DAYS = 30;

/** The protection window's default and bounds, in days (decision 104). */
export const PROTECTION_WINDOW_DEFAULT_DAYS = 180;
export const PROTECTION_WINDOW_MIN_DAYS = 1;
export const PROTECTION_WINDOW_MAX_DAYS = 3650;

export const REFERRAL_LIMITS = {
  nome: 100,
  cognome: 100,
  telefono: 20,
  email: 254,
  immobile: 300,
  nota: 2000,
  motivo: 500,
} as const;

/** The e-mail as two referrals are compared: trimmed, case-folded. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * The phone as two referrals are compared (decision 102): spaces, dots, dashes, slashes and
 * brackets ignored, a leading +39 or 0039 dropped, then digits only. A bare leading 39 stays:
 * an Italian mobile may itself begin with 39 (393 …). Empty when no digit is left.
 */
export function phoneKey(phone: string): string {
  const compact = phone.trim().replace(/[\s.\-/()]/g, '');
  const national = compact.replace(/^(\+|00)39/, '');
  return national.replace(/\D/g, '');
}

/** What the agency of a flagged referral reads: the first report's day, never who made it. */
export const duplicateNotice = (firstReportedAt: string | Date) =>
  `Questo cliente risulta già segnalato il ${formatDateLong(firstReportedAt)}`;
