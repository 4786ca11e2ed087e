import { ErrorCode } from '@portal/shared';
import { formatDateLong } from '@portal/shared/domain/format';
import { AppError } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import { hashOpaqueToken } from '../../lib/tokens';
import { recordAudit, redactFields } from '../audit/audit.service';
import { redactMailsToAddress } from '../agencies/erasure.service';
import { queueReferralWithdrawn } from '../notifications/referral-mail.service';
import * as q from './referrals.queries';

type Ctx = Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'mailer'>;

/** What the page says of a link already used, expired or never issued: the same for all. */
export const LINK_GONE =
  'Questo link non è più valido: è già stato usato oppure è scaduto. Se desideri comunque non essere contattato, scrivi al mediatore all’indirizzo indicato nell’e-mail.';

const gone = () => new AppError(410, ErrorCode.gone, LINK_GONE);

/**
 * GET optOut/:token: whether the link still works, and whose referral it is. Reading it
 * changes nothing (decision 103): a mail scanner that opens the link deletes no one.
 */
export async function checkOptOut(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'config'>,
  token: string,
) {
  const row = await q.findByOptOutHash(deps.db, hashOpaqueToken(token), new Date(deps.clock.now()));
  if (!row) throw gone();
  return { agenzia: row.agencyName, mediatore: deps.config.brand.company.name };
}

/**
 * POST optOut: the client pressed «Non desidero essere contattato». In one transaction with
 * the referral locked: the client's data are deleted (the row, its trail, the queued copies
 * of the notice), the referral becomes `ritirata`, the link is used up, and the agency's
 * mail is queued. A converted referral keeps its appointment: the mediator already called.
 */
export async function optOut(app: Ctx, token: string): Promise<{ message: string }> {
  const now = new Date(app.clock.now());
  await app.db.transaction(async (tx) => {
    const row = await q.findByOptOutHash(tx, hashOpaqueToken(token), now, true);
    if (!row) throw gone();
    const { r } = row;
    await q.withdrawReferral(tx, r.id, now);
    await redactFields(tx, 'referral', [r.id], ['nome', 'cognome', 'telefono', 'email']);
    if (r.email) await redactMailsToAddress(tx, r.email, now);
    await recordAudit(tx, {
      entity: 'referral',
      entityId: r.id,
      action: 'update',
      changes: [{ field: 'stato', old: r.state, new: 'ritirata' }],
    });
    await queueReferralWithdrawn(app, tx, {
      agencyId: r.agencyId,
      reportedOn: formatDateLong(r.createdAt),
    });
  });
  return {
    message:
      'Fatto: i tuoi dati sono stati cancellati e non sarai contattato. L’agenzia è stata avvisata.',
  };
}
