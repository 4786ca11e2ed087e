import type { AgencyErasure } from '@portal/shared/contracts/admin-erasure';
import { ERASURE_MESSAGES } from '@portal/shared/contracts/admin-erasure';
import { conflict, notFound } from '../../lib/errors';
import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../lib/service-deps';
import { removeAgencyReferrals } from '../referrals/referral-gdpr.service';
import { clearNotesOfAgency } from '../appointments/lead-notes.service';
import { deleteAgencyFunnel } from '../tools/funnel.service';
import { clearCertificatesOfAgency } from '../appointments/certificates.service';
import { recordAudit, redactFields, redactText, trailValues } from '../audit/audit.service';
import { erasureDoneMail } from './erasure.mail';
import * as q from './erasure.queries';

// GDPR art. 17 for an agency (decision 055): the agency asks (agency-self.service), an
// admin carries it out here, in one transaction.

type Deps = Pick<ServiceDeps, 'db' | 'clock' | 'log' | 'emailDigest' | 'mailer' | 'config'>;

/** The fields of an agency's trail that held its personal data. */
export const AGENCY_PERSONAL_FIELDS = [
  'titolare',
  'email',
  'cellulare',
  'telefono',
  'indirizzo',
  'cap',
] as const;

/**
 * What a delete hides in the trail (decision 077): what an erasure hides and the Partita
 * IVA, a sole trader's own number, which no lead or point needs once the record is gone.
 */
export const DELETED_AGENCY_PERSONAL_FIELDS = [...AGENCY_PERSONAL_FIELDS, 'partitaIva'] as const;

/**
 * Names shorter than this are not looked for inside other values: "Bo" would hide every
 * "Bologna" of the trail. Such a name is still hidden where it is the titolare field's value.
 */
const MIN_QUOTED_NAME = 4;

/**
 * Hides an agency's personal data in the trail, for an erasure (decision 055) and a delete
 * (decision 077): in its own trail the values of `fields` become `[cancellato]`; there and in
 * its service requests' trail (an admin's note) so does any value quoting a name its titolare
 * had (a ragione sociale "di Mario Rossi"); in the trail of every record, any value quoting an
 * e-mail it ever had (a deleted appointment's "agenzia"). That a field changed, when and by
 * whom stays.
 */
export async function redactAgencyTrail(
  tx: DbOrTx,
  agency: { id: string; email: string; titolare: string | null },
  fields: readonly string[],
) {
  const emails = new Set([
    agency.email,
    ...(await trailValues(tx, 'agency', agency.id, ['email'])),
  ]);
  const names = new Set(
    [agency.titolare ?? '', ...(await trailValues(tx, 'agency', agency.id, ['titolare']))]
      .map((name) => name.trim())
      .filter((name) => name.length >= MIN_QUOTED_NAME),
  );
  const requests = await q.serviceRequestIds(tx, agency.id);
  await redactFields(tx, 'agency', [agency.id], fields);
  for (const email of emails) await redactText(tx, email);
  for (const name of names) {
    await redactText(tx, name, { entity: 'agency', ids: [agency.id] });
    if (requests.length > 0)
      await redactText(tx, name, { entity: 'serviceRequest', ids: requests });
  }
}

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
 * its sign-ins and voids its links, and queues the mail that tells the agency it is done;
 * its appointments, their figures and its points stay.
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
    await removeAgencyReferrals(tx, agencyId);
    await clearNotesOfAgency(tx, agencyId);
    await deleteAgencyFunnel(tx, agencyId);
    await clearCertificatesOfAgency(tx, agencyId, now);
    await redactAgencyTrail(tx, { ...before, id: agencyId }, AGENCY_PERSONAL_FIELDS);
    const mails = await q.redactMailsTo(tx, before.email, now);
    // The promised mail, to the address just cleared, queued after the older mails were
    // dropped and in the same transaction: once sent, its job keeps only the subject.
    await deps.mailer.send({ to: before.email, ...erasureDoneMail(deps.config, before, now) }, tx);
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

/**
 * Drops the content of every queued mail to `address` (another module's data deletion: a
 * client who opts out of a referral), as the erasure does for the agency's own address.
 */
export const redactMailsToAddress = (tx: DbOrTx, address: string, now: Date) =>
  q.redactMailsTo(tx, address, now);
