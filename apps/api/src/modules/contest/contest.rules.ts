import { formatDateTime } from '@portal/shared/domain/format';

/** Before the admin decides, other agencies' names are anonymised (privacy by default). */
export const DEFAULT_ANONYMOUS = true;

/** The fields of the contest settings the audit trail records. */
export const CONTEST_AUDIT_FIELDS = [
  'endAt',
  'anonymous',
  'finestraProtezioneGiorni',
  'prizes',
] as const;

/**
 * The label of an anonymised place of the top 10: a letter by order (Agenzia A, B, …), so
 * two tied agencies stay distinct and no name, e-mail or id leaves the server.
 */
export function anonymousName(index: number): string {
  return `Agenzia ${String.fromCharCode(65 + (index % 26))}`;
}

/** A date as the audit trail records it: dd/mm/yyyy HH:mm in Europe/Rome, or null. */
export const auditDate = (date: Date | null) => (date ? formatDateTime(date) : null);
