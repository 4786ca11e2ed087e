import { INVITE_TTL_DAYS } from '@portal/shared';
import type { Config } from '../../config';
import type { AgencyRow } from '../../db/schema/index';
import { renderMail } from '../../lib/mail-template';

/** The page where an invited agency chooses its password (the reset page, in its invite form). */
export const inviteLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/area-riservata/invito/${token}`;

/**
 * The invitation of an agency added by an admin (decision 059): a single-use link, valid
 * 7 days, where it chooses its own password. No password travels by mail.
 */
export function invitationMail(config: Config, agency: Pick<AgencyRow, 'nome'>, url: string) {
  const { html, text } = renderMail(config.brand, config.productName, {
    greeting: `Gentile ${agency.nome},`,
    paragraphs: [
      `${config.brand.company.name} ha creato per te un account nell’Area Riservata di ${config.productName}.`,
      'Per attivarlo scegli la tua password con il pulsante qui sotto; poi potrai accedere con questa e-mail e la password scelta.',
    ],
    action: { label: 'Scegli la tua password', url },
    note: `Il link vale ${INVITE_TTL_DAYS} giorni e si può usare una sola volta. Se è scaduto, chiedi un nuovo invito a ${config.brand.company.name}. Se non ti aspettavi questo invito, ignora l’e-mail.`,
  });
  return {
    subject: `${config.productName} – Benvenuto: scegli la tua password`,
    html,
    text,
    links: [url],
  };
}
