import { VERIFY_LINK_TTL_HOURS } from '@portal/shared';
import type { Config } from '../../config';
import type { MailMessage } from '../../lib/mailer';
import { renderMail } from '../../lib/mail-template';

export type AccountKind = 'agency' | 'affida';

const IGNORE_IF_NOT_YOU =
  'Se non hai richiesto tu la registrazione, ignora questa e-mail: senza conferma l’account non viene attivato.';
const linkNote = `Il link vale ${VERIFY_LINK_TTL_HOURS} ore e si può usare una sola volta. ${IGNORE_IF_NOT_YOU}`;

/** The link of a verification mail: always from PUBLIC_URL, never from the request. */
export function verifyLink(config: Config, token: string): string {
  return `${config.publicUrl}/verify_account/${encodeURIComponent(token)}`;
}

/** First mail after a registration: confirm the address with the single-use link. */
export function verificationMail(
  config: Config,
  to: { email: string; nome: string },
  link: string,
  kind: AccountKind,
): MailMessage {
  const welcome =
    kind === 'affida'
      ? `grazie per esserti registrato come agente Affida su ${config.productName}.`
      : `grazie per aver registrato l’agenzia «${to.nome}» su ${config.productName}.`;
  const content = renderMail(config.brand, config.productName, {
    greeting: `Gentile ${to.nome},`,
    paragraphs: [
      welcome,
      'Per attivare l’account conferma il tuo indirizzo e-mail con il pulsante qui sotto.',
    ],
    action: { label: 'Conferma la registrazione', url: link },
    note: linkNote,
  });
  return {
    to: to.email,
    subject: `Conferma la registrazione a ${config.productName}`,
    ...content,
    links: [link],
    awaited: true,
  };
}

/** What the new registration had in common with the existing account. */
export type ExistingMatch = 'email' | 'partitaIva';

/**
 * A registration with the e-mail (or the Partita IVA of a pending account) of an existing
 * account (QUALITY.md S4: the page answers as for a new one). The owner learns of the
 * attempt; if the account still waits for confirmation the mail carries a fresh link, so
 * a lost or expired first mail is replaced by sending the form again.
 */
export function existingAccountMail(
  config: Config,
  to: { email: string; nome: string },
  pendingLink: string | undefined,
  match: ExistingMatch = 'email',
): MailMessage {
  const login = `${config.publicUrl}/area-riservata/login`;
  const what = match === 'email' ? 'il tuo indirizzo e-mail' : 'la Partita IVA del tuo account';
  const attempt = `qualcuno ha provato a registrarsi su ${config.productName} con ${what}, già associato all’account «${to.nome}».`;
  const content = pendingLink
    ? renderMail(config.brand, config.productName, {
        greeting: 'Gentile utente,',
        paragraphs: [
          attempt,
          'L’account non è ancora confermato: se la registrazione è tua, confermala con il pulsante qui sotto (funziona anche se hai perso la prima e-mail).',
        ],
        action: { label: 'Conferma la registrazione', url: pendingLink },
        note: linkNote,
      })
    : renderMail(config.brand, config.productName, {
        greeting: 'Gentile utente,',
        paragraphs: [
          attempt,
          'Se eri tu, non serve registrarsi di nuovo: accedi all’Area Riservata con la tua password; se l’hai dimenticata puoi reimpostarla dalla pagina di accesso.',
          'Se non eri tu, puoi ignorare questa e-mail: il tuo account non è stato modificato.',
        ],
        action: { label: 'Accedi all’Area Riservata', url: login },
      });
  return {
    to: to.email,
    subject: pendingLink
      ? `Conferma la registrazione a ${config.productName}`
      : `Tentativo di registrazione con il tuo indirizzo su ${config.productName}`,
    ...content,
    links: pendingLink ? [pendingLink] : [login],
    awaited: true,
  };
}

/** A new link asked with «Invia di nuovo il link»; links mailed before keep working. */
export function resentLinkMail(
  config: Config,
  to: { email: string; nome: string },
  link: string,
): MailMessage {
  const content = renderMail(config.brand, config.productName, {
    greeting: `Gentile ${to.nome},`,
    paragraphs: [
      `abbiamo ricevuto una richiesta di un nuovo link per confermare l’account «${to.nome}» su ${config.productName}.`,
      'Per attivare l’account conferma il tuo indirizzo e-mail con il pulsante qui sotto.',
    ],
    action: { label: 'Conferma la registrazione', url: link },
    note: linkNote,
  });
  return {
    to: to.email,
    subject: `Nuovo link di conferma per ${config.productName}`,
    ...content,
    links: [link],
    awaited: true,
  };
}
