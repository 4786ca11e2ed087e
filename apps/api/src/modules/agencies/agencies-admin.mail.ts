import type { Config } from '../../config';
import type { AgencyRow } from '../../db/schema/index';
import { renderMail } from '../../lib/mail-template';

/**
 * The mail that carries a password reset by an admin (decisions.md: a strong password
 * mailed to the agency; the admin never sees it). The link goes to the login on PUBLIC_URL.
 */
export function resetPasswordMail(
  config: Config,
  agency: Pick<AgencyRow, 'nome'>,
  password: string,
) {
  const loginUrl = `${config.publicUrl}/area-riservata/login`;
  const { html, text } = renderMail(config.brand, config.productName, {
    greeting: `Gentile ${agency.nome},`,
    paragraphs: [
      `un amministratore di ${config.productName} ha reimpostato la password del tuo account. Gli accessi aperti sono stati chiusi.`,
      `La tua nuova password è: ${password}`,
      'Dopo l’accesso ti consigliamo di sceglierne una tua da Impostazioni.',
    ],
    action: { label: 'Accedi all’Area Riservata', url: loginUrl },
    note: 'Se non hai chiesto tu il reset, rispondi a questa e-mail o contatta l’assistenza.',
  });
  return { subject: `${config.productName}: la tua nuova password`, html, text, links: [loginUrl] };
}
