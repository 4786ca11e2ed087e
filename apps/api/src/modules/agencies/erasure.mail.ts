import type { Config } from '../../config';
import { formatDate } from '@portal/shared/domain/format';
import { renderMail } from '../../lib/mail-template';

/**
 * The mail the agency was promised when it asked for its erasure («Ti scriveremo quando sarà
 * completata»). Its subject names nobody: a sent job keeps only its subject (outbox).
 */
export function erasureDoneMail(config: Config, agency: { nome: string }, erasedAt: Date) {
  const { html, text } = renderMail(config.brand, config.productName, {
    greeting: `Gentile ${agency.nome},`,
    paragraphs: [
      `il ${formatDate(erasedAt)} abbiamo cancellato i dati personali della tua agenzia, come ci hai chiesto.`,
      'Conserviamo solo ciò che la legge ci obbliga a tenere (ragione sociale, Partita IVA e i dati contabili degli appuntamenti). L’account non è più utilizzabile.',
      'Questa è l’ultima e-mail che riceverai da noi a questo indirizzo.',
    ],
  });
  return {
    subject: `${config.productName}: cancellazione dei dati completata`,
    html,
    text,
  };
}
