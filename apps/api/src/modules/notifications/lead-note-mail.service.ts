import type { NoteRole } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../lib/service-deps';
import { activeAdmins, agenciesForMail } from './lead-mails.queries';
import { clientLabel, leadNoteMail } from './lead-mails.templates';
import { agencyWantsMail } from './notification-prefs.queries';

type Ctx = Pick<ServiceDeps, 'config' | 'mailer'>;

export interface NoteMailLead {
  id: string;
  agencyId: string;
  agentId: string | null;
  name: string;
  surname: string;
}

/** An agency or an agent: mailed when not erased and its switch «Messaggi sulle pratiche» is on. */
async function reachableAccounts(db: DbOrTx, ids: string[]) {
  const rows = await agenciesForMail(db, ids);
  const out = [];
  for (const r of rows)
    if (!r.erasedAt && (await agencyWantsMail(db, r.id, 'lead_note'))) out.push(r);
  return out;
}

/**
 * Queues, in the note's transaction, one mail per recipient about a new note (decision 107):
 * the agency's note to every active admin (the address of the other admin mails) and to the
 * internal agent who recorded the lead; the mediator's (an admin's or the agent's) to the
 * agency. The agency's and the agent's switch «Messaggi sulle pratiche» is asked.
 */
export async function queueNoteMails(
  deps: Ctx,
  db: DbOrTx,
  note: { lead: NoteMailLead; role: NoteRole; author: string },
): Promise<void> {
  const { lead } = note;
  const client = clientLabel(lead.name, lead.surname);
  const base = { appointmentId: lead.id, client, author: note.author };
  if (note.role !== 'agenzia') {
    for (const to of await reachableAccounts(db, [lead.agencyId]))
      await deps.mailer.send(leadNoteMail(deps, to, { ...base, forAdmin: false }), db);
    return;
  }
  for (const admin of await activeAdmins(db))
    await deps.mailer.send(
      leadNoteMail(deps, { nome: admin.name, email: admin.email }, { ...base, forAdmin: true }),
      db,
    );
  if (lead.agentId)
    for (const to of await reachableAccounts(db, [lead.agentId]))
      await deps.mailer.send(leadNoteMail(deps, to, { ...base, forAdmin: false }), db);
}
