import { LEAD_STEP_LABELS, formatDay, type LeadStep } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../lib/service-deps';
import { agenciesForMail, markLeadMail } from './lead-mails.queries';
import { clientLabel, leadMilestoneMail } from './lead-mails.templates';
import { agencyWantsMail } from './notification-prefs.queries';

type Ctx = Pick<ServiceDeps, 'config' | 'mailer'>;

/**
 * Queues, in the step's transaction, the agency's mail about a step set (decision 101): only
 * when its switch «Avanzamento della pratica» is on, once per lead and step (a correction of
 * the day, or the step cleared and set again, mails nothing new), never to an erased agency.
 */
export async function queueMilestoneMail(
  deps: Ctx,
  db: DbOrTx,
  change: {
    lead: { id: string; agencyId: string; name: string; surname: string };
    step: LeadStep;
    day: string;
  },
): Promise<void> {
  const { lead } = change;
  const [owner] = await agenciesForMail(db, [lead.agencyId]);
  if (!owner || owner.erasedAt) return;
  if (!(await agencyWantsMail(db, owner.id, 'lead_milestone'))) return;
  const first = await markLeadMail(db, {
    agencyId: owner.id,
    appointmentId: lead.id,
    kind: 'lead_milestone',
    milestone: change.step,
  });
  if (!first) return;
  await deps.mailer.send(
    leadMilestoneMail(deps, owner, {
      appointmentId: lead.id,
      client: clientLabel(lead.name, lead.surname),
      step: LEAD_STEP_LABELS[change.step],
      day: formatDay(change.day),
    }),
    db,
  );
}
