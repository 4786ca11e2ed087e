import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../lib/service-deps';
import { agenciesForMail } from './lead-mails.queries';
import { referralNoticeMail, referralWithdrawnMail } from './referral-mails.templates';

type Ctx = Pick<ServiceDeps, 'config' | 'mailer'>;

/**
 * Queues, in the referral's transaction, the client's mail: the mediator's privacy notice
 * and the single-use «Non desidero essere contattato» link (decision 103). Not a switch of
 * the agency's: the notice is owed to the client (GDPR art. 14).
 */
export async function queueReferralNotice(
  deps: Ctx,
  db: DbOrTx,
  referral: { agencyId: string; nome: string; email: string; token: string },
): Promise<void> {
  const [agency] = await agenciesForMail(db, [referral.agencyId]);
  await deps.mailer.send(
    referralNoticeMail(deps, referral, agency?.nome ?? '', referral.token),
    db,
  );
}

/** Queues the agency's mail that its client opted out; none to an erased agency. */
export async function queueReferralWithdrawn(
  deps: Ctx,
  db: DbOrTx,
  change: { agencyId: string; reportedOn: string },
): Promise<void> {
  const [agency] = await agenciesForMail(db, [change.agencyId]);
  if (!agency || agency.erasedAt) return;
  await deps.mailer.send(referralWithdrawnMail(deps, agency, change.reportedOn), db);
}
