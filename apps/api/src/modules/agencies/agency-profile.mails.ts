import { EMAIL_CHANGE_TTL_HOURS } from '@portal/shared';
import type { Config } from '../../config';
import type { MailMessage } from '../../lib/mailer';
import { renderMail } from '../../lib/mail-template';

/** The mails of a change of e-mail (decision 057). Links always from PUBLIC_URL. */

export function emailChangeLink(config: Config, token: string): string {
  return `${config.publicUrl.replace(/\/+$/, '')}/conferma-email/${encodeURIComponent(token)}`;
}

/** To the new address: the link that makes the change. */
export function emailChangeLinkMail(
  config: Config,
  agency: { nome: string },
  newEmail: string,
  link: string,
): MailMessage {
  const content = renderMail(config.brand, config.productName, {
    greeting: `Gentile ${agency.nome},`,
    paragraphs: [
      `hai chiesto di usare ${newEmail} come e-mail del tuo account su ${config.productName}.`,
      'Per confermare la modifica usa il pulsante qui sotto: da quel momento accederai all’Area Riservata con questo indirizzo.',
    ],
    action: { label: 'Conferma il nuovo indirizzo', url: link },
    note: `Il link vale ${EMAIL_CHANGE_TTL_HOURS} ore e si può usare una sola volta. Se non hai chiesto tu la modifica, ignora questa e-mail: senza conferma non cambia nulla.`,
  });
  return {
    to: newEmail,
    subject: `${config.productName} – Conferma il nuovo indirizzo e-mail`,
    ...content,
    links: [link],
    awaited: true,
  };
}

/** To the current address: a change was asked; nothing happens until the link is opened. */
export function emailChangeNoticeMail(
  config: Config,
  agency: { nome: string; email: string },
  newEmail: string,
): MailMessage {
  const content = renderMail(config.brand, config.productName, {
    greeting: `Gentile ${agency.nome},`,
    paragraphs: [
      `È stata richiesta la modifica dell’e-mail del tuo account su ${config.productName} in ${newEmail}.`,
      'La modifica vale solo quando viene aperto il link che abbiamo inviato al nuovo indirizzo; fino ad allora accedi con questo.',
      'Se non l’hai chiesta tu, cambia subito la password da Impostazioni e contattaci rispondendo a questa e-mail.',
    ],
  });
  return {
    to: agency.email,
    subject: `${config.productName} – Richiesta di modifica dell’e-mail`,
    ...content,
  };
}

/** To an address another agency already uses: it stays where it is (as registration does). */
export function emailTakenMail(
  config: Config,
  holder: { nome: string; email: string },
): MailMessage {
  const login = `${config.publicUrl.replace(/\/+$/, '')}/area-riservata/login`;
  const content = renderMail(config.brand, config.productName, {
    greeting: 'Gentile utente,',
    paragraphs: [
      `un altro account di ${config.productName} ha chiesto di usare questo indirizzo, che è già associato all’account «${holder.nome}».`,
      'Un indirizzo può appartenere a un solo account: la richiesta non è stata accolta e il tuo account non è cambiato.',
      'Se la richiesta era tua, usa un altro indirizzo per l’altro account.',
    ],
    action: { label: 'Accedi all’Area Riservata', url: login },
  });
  return {
    to: holder.email,
    subject: `${config.productName} – Richiesta di usare il tuo indirizzo per un altro account`,
    ...content,
    links: [login],
  };
}

/** To the address just replaced: the change is done. */
export function emailChangedMail(
  config: Config,
  agency: { nome: string },
  oldEmail: string,
  newEmail: string,
): MailMessage {
  const content = renderMail(config.brand, config.productName, {
    greeting: `Gentile ${agency.nome},`,
    paragraphs: [
      `l’e-mail del tuo account su ${config.productName} è ora ${newEmail}: usala per accedere all’Area Riservata.`,
      'Se non l’hai cambiata tu, contattaci subito rispondendo a questa e-mail.',
    ],
  });
  return {
    to: oldEmail,
    subject: `${config.productName} – E-mail dell’account modificata`,
    ...content,
  };
}
