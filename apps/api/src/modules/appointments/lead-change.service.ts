import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../lib/service-deps';
import { queueLeadMails, type LeadChange } from '../notifications/lead-mails.service';
import { countFunnelContract } from '../tools/funnel.service';

/**
 * What follows every change of a lead, in the transaction that made it: a Display Rata lead
 * reaching Contratto counts in its agency's funnel (decision 115), and the mails of the change
 * are queued. Every writer of a lead (the desk, the bulk actions, the toggles, a converted
 * referral) calls this, never the two on their own.
 */
export async function leadChanged(
  deps: Pick<ServiceDeps, 'config' | 'mailer' | 'clock'>,
  db: DbOrTx,
  change: LeadChange,
): Promise<void> {
  const { appointment: a, before } = change;
  if (a.state === 'Contratto' && before?.state !== 'Contratto')
    await countFunnelContract(db, a.id, new Date(deps.clock.now()));
  await queueLeadMails(deps, db, change);
}
