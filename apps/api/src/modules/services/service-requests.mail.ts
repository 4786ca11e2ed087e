import { SERVICE_REQUEST_STATE_LABELS, type ServiceRequestState } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { renderMail } from '../../lib/mail-template';
import type { ServiceDeps } from '../../lib/service-deps';
import { agencyWantsMail } from '../notifications/notification-prefs.service';

type Ctx = Pick<ServiceDeps, 'config' | 'mailer'>;

const WHAT_NEXT: Record<ServiceRequestState, string> = {
  inviata: 'La tua richiesta è stata ricevuta.',
  presa_in_carico: 'Un membro del nostro staff se ne sta occupando e ti contatterà a breve.',
  completata: 'Il servizio è stato completato. Grazie per averci scelto.',
  rifiutata:
    'Non possiamo dare seguito alla richiesta: per chiarimenti rispondi a questa e-mail o contattaci.',
};

/**
 * Tells the agency its service request changed state, unless it switched that mail off
 * (Impostazioni → Notifiche, decision 053). `db` is the transaction of the change, so
 * the mail enters the outbox with it (decision 038).
 */
export async function sendRequestStateMail(
  deps: Ctx,
  db: DbOrTx,
  mail: {
    agency: { id: string; nome: string; email: string };
    serviceName: string;
    state: ServiceRequestState;
    note: string | null;
  },
): Promise<void> {
  if (!(await agencyWantsMail(db, mail.agency.id, 'service_request_state'))) return;
  const label = SERVICE_REQUEST_STATE_LABELS[mail.state];
  const url = `${deps.config.publicUrl.replace(/\/+$/, '')}/area-riservata/services/${encodeURIComponent(mail.serviceName)}`;
  const { html, text } = renderMail(deps.config.brand, deps.config.productName, {
    greeting: `Gentile ${mail.agency.nome},`,
    paragraphs: [
      `la tua richiesta del servizio “${mail.serviceName}” è ora nello stato: ${label}.`,
      WHAT_NEXT[mail.state],
      ...(mail.note ? [`Nota dello staff: ${mail.note}`] : []),
    ],
    action: { label: 'Apri la pagina del servizio', url },
  });
  await deps.mailer.send(
    {
      to: mail.agency.email,
      subject: `${deps.config.productName} – Richiesta “${mail.serviceName}”: ${label}`,
      html,
      text,
      links: [url],
    },
    db,
  );
}
