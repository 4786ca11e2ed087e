import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema/index';
import { redactFields } from '../audit/audit-redact.queries';
import { clearCertificatesOf } from './certificates.queries';
import { clearNotesOf } from './lead-notes.queries';

/** The client's fields of a lead, in its row and in its trail (decision 055). */
export const CLIENT_FIELDS = ['name', 'surname', 'email', 'cellulare', 'description'] as const;

/**
 * Up to `limit` leads past their retention, locked (`skip locked`: a sweep running in two
 * processes never takes the same rows): no Contratto last changed before `leadCutoff`, or
 * any lead last changed before `contractCutoff`.
 */
export async function claimExpiredLeads(
  tx: DbOrTx,
  cutoffs: { lead: Date; contract: Date },
  limit: number,
): Promise<string[]> {
  const due = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        isNull(appointments.clientErasedAt),
        or(
          and(
            eq(appointments.contratto, false),
            ne(appointments.state, 'Contratto'),
            lt(appointments.updatedAt, cutoffs.lead),
          ),
          lt(appointments.updatedAt, cutoffs.contract),
        ),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return due.map((r) => r.id);
}

/**
 * The leads' client data become placeholders, in their rows and their trail; their notes lose
 * their text, their certificates their buyer and figures.
 */
export async function pseudonymiseLeads(tx: DbOrTx, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await tx
    .update(appointments)
    .set({
      name: 'Cliente',
      surname: 'cancellato',
      email: sql`'cancellato-' || ${appointments.id} || '@cancellato.invalid'`,
      cellulare: '',
      description: '',
      clientErasedAt: now,
    })
    .where(inArray(appointments.id, ids));
  await redactFields(tx, 'appointment', ids, CLIENT_FIELDS);
  await clearNotesOf(tx, ids);
  await clearCertificatesOf(tx, ids, now);
}
