import { REFERRAL_OPT_OUT_DAYS } from '@portal/shared';
import type { MailMessage } from '../../lib/mailer';
import { renderMail } from '../../lib/mail-template';
import type { ServiceDeps } from '../../lib/service-deps';

type Ctx = Pick<ServiceDeps, 'config'>;

const base = (deps: Ctx) => deps.config.publicUrl.replace(/\/+$/, '');

/** The public page behind the client's «Non desidero essere contattato» link (decision 103). */
export const optOutLink = (deps: Ctx, token: string) =>
  `${base(deps)}/segnalazione/non-contattarmi/${token}`;

/**
 * The client's mail, sent when an agency passes them (GDPR art. 14: the data did not come
 * from the client): who the controller is, where the data came from, what for, how long,
 * the rights, the full notice, and the single-use link that deletes the referral.
 */
export function referralNoticeMail(
  deps: Ctx,
  client: { nome: string; email: string },
  agency: string,
  token: string,
): MailMessage {
  const { brand, productName } = deps.config;
  const co = brand.company;
  const controller = `${co.name} ${co.legalForm}, sede legale in ${co.registeredOffice.address}, ${co.registeredOffice.city}, P.IVA ${co.partitaIva}, mediatore creditizio iscritto all’Elenco OAM n. ${co.oamNumber}`;
  const url = optOutLink(deps, token);
  const { html, text } = renderMail(brand, productName, {
    greeting: `Gentile ${client.nome},`,
    paragraphs: [
      `l’agenzia ${agency} ci ha segnalato che desideri essere contattato da un consulente di ${co.name} per una consulenza sul mutuo.`,
      `Titolare del trattamento: ${controller}. Per ogni richiesta sui tuoi dati: ${brand.contacts.email}.`,
      'Dati trattati: nome, cognome, telefono, e-mail e le note sull’immobile che l’agenzia ci ha inviato. Li usiamo solo per ricontattarti sulla consulenza che hai chiesto (misure precontrattuali su tua richiesta, art. 6.1.b del Regolamento UE 2016/679) e li conserviamo al massimo 24 mesi dall’ultimo contatto, salvo gli obblighi di legge se stipulerai un contratto.',
      `Puoi chiedere in ogni momento accesso, rettifica, cancellazione, limitazione od opposizione, e proporre reclamo al Garante per la protezione dei dati personali. L’informativa completa è su ${base(deps)}/privacy.`,
      'Se non desideri essere contattato, usa il pulsante qui sotto: cancelleremo subito i tuoi dati e avviseremo l’agenzia.',
    ],
    action: { label: 'Non desidero essere contattato', url },
    note: `Il link vale ${REFERRAL_OPT_OUT_DAYS} giorni e si può usare una sola volta.`,
  });
  return {
    to: client.email,
    subject: `${productName} – ${co.name}: la tua richiesta di consulenza sul mutuo`,
    html,
    text,
    links: [url],
  };
}

/** The agency's mail when its client opted out: the data are gone, so no name is given. */
export function referralWithdrawnMail(
  deps: Ctx,
  to: { nome: string; email: string },
  reportedOn: string,
): MailMessage {
  const url = `${base(deps)}/area-riservata/segnalazioni`;
  const { html, text } = renderMail(deps.config.brand, deps.config.productName, {
    greeting: `Gentile ${to.nome},`,
    paragraphs: [
      `il cliente che hai segnalato il ${reportedOn} ha chiesto di non essere contattato: abbiamo cancellato i suoi dati e la segnalazione risulta «Ritirata dal cliente».`,
    ],
    action: { label: 'Vedi le tue segnalazioni', url },
  });
  return {
    to: to.email,
    subject: `${deps.config.productName} – Segnalazione ritirata dal cliente`,
    html,
    text,
    links: [url],
  };
}
