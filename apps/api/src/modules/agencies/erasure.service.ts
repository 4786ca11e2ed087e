import type { AgencyErasure } from '@portal/shared/contracts/admin-erasure';
import { ERASURE_MESSAGES } from '@portal/shared/contracts/admin-erasure';
import { conflict, notFound } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import { recordAudit, redactFields, redactText } from '../audit/audit.service';
import * as q from './erasure.queries';

// GDPR art. 17 for an agency (decision 055): the agency asks (agency-self.service), an
// admin carries it out here, in one transaction.

type Deps = Pick<ServiceDeps, 'db' | 'clock' | 'log' | 'emailDigest'>;

/** The fields of an agency's trail that held its personal data. */
export const AGENCY_PERSONAL_FIELDS = [
  'titolare',
  'email',
  'cellulare',
  'telefono',
  'indirizzo',
  'cap',
] as const;

const view = (row: { requestedAt: Date | null; erasedAt: Date | null }): AgencyErasure => ({
  richiestaIl: row.requestedAt?.toISOString() ?? null,
  cancellataIl: row.erasedAt?.toISOString() ?? null,
});

export async function erasureOf(deps: Pick<Deps, 'db'>, agencyId: string) {
  const row = await q.findErasure(deps.db, agencyId);
  if (!row) throw notFound(ERASURE_MESSAGES.notFound);
  return view(row);
}

/**
 * Pseudonymises the agency's personal data in its record, its trail and the outbox, ends
 * its sign-ins and voids its links; its appointments, their figures and its points stay.
 * The trail gets one entry saying that it was done, by whom, without the data.
 */
export async function eraseAgency(
  deps: Deps,
  adminId: string,
  agencyId: string,
): Promise<AgencyErasure> {
  const now = new Date(deps.clock.now());
  const result = await deps.db.transaction(async (tx) => {
    const before = await q.findErasure(tx, agencyId);
    if (!before) throw notFound(ERASURE_MESSAGES.notFound);
    if (before.erasedAt || !(await q.pseudonymiseAgency(tx, agencyId, now))) {
      throw conflict(ERASURE_MESSAGES.already);
    }
    await q.endAccess(tx, agencyId, now);
    await redactFields(tx, 'agency', [agencyId], AGENCY_PERSONAL_FIELDS);
    await redactText(tx, before.email);
    const mails = await q.redactMailsTo(tx, before.email, now);
    await recordAudit(tx, {
      adminId,
      entity: 'agency',
      entityId: agencyId,
      action: 'update',
      changes: [{ field: 'datiPersonali', old: 'presenti', new: 'cancellati su richiesta' }],
    });
    return { before, mails };
  });
  deps.log.info(
    {
      event: 'agency_erased',
      adminId,
      agencyId,
      emailDigest: deps.emailDigest(result.before.email),
      mailsRedacted: result.mails,
    },
    'dati personali dell’agenzia cancellati',
  );
  return view({ requestedAt: result.before.requestedAt ?? now, erasedAt: now });
}
