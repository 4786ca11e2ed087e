import { z } from 'zod';

/**
 * An agency's erasure (GDPR art. 17, decisions.md "Personal data"): when it asked, and when
 * an admin carried it out. Both null for an agency that never asked.
 */
export const AgencyErasureSchema = z.object({
  richiestaIl: z.string().nullable(),
  cancellataIl: z.string().nullable(),
});
export type AgencyErasure = z.infer<typeof AgencyErasureSchema>;

export const ERASURE_MESSAGES = {
  already: 'I dati di questa agenzia sono già stati cancellati.',
  notFound: 'Agenzia non trovata.',
  erasedEdit: 'Agenzia cancellata su richiesta: i suoi dati non si possono più modificare.',
} as const;

/** What the admin reads on the agency's page once the erasure is done. */
export const erasedNotice = (requestedAt: string) =>
  `Agenzia cancellata su richiesta del ${new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(new Date(requestedAt))}`;
