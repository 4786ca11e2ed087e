import type { PianoLead } from '@portal/shared';
import { formatEuro, formatPercent } from '@portal/shared/domain/format';
import type { Config } from '../../config';
import type { MailMessage } from '../../lib/mailer';
import { renderMail } from '../../lib/mail-template';

/** The plan in lines, as the agency, its referrer and the client read it. */
export function planLines(plan: PianoLead['plan']): string[] {
  const price =
    plan.priceCents === null
      ? []
      : [
          `${plan.kind === 'budget' ? 'Prezzo massimo dell’immobile' : 'Prezzo dell’immobile'}: ${formatEuro(plan.priceCents)}`,
        ];
  return [
    `Calcolo: ${plan.kind === 'budget' ? 'quanto posso spendere' : 'la rata di un mutuo'}`,
    ...price,
    `Mutuo: ${formatEuro(plan.loanCents)}`,
    `Rata mensile: ${formatEuro(plan.instalmentCents)}`,
    `Durata: ${plan.years} anni, TAN fisso ${formatPercent(plan.annualRate, 2)}`,
  ];
}

/** The appointment's description: where it came from, the plan, the client's message. */
export function leadDescription(lead: PianoLead): string {
  return [
    'Richiesta inviata dal cliente dal Piano D’Acquisto dell’agenzia.',
    ...planLines(lead.plan),
    ...(lead.message ? [`Messaggio del cliente: ${lead.message}`] : []),
  ].join('\n');
}

const clientLines = (lead: PianoLead) => [
  `Cliente: ${lead.name} ${lead.surname}`,
  `E-mail: ${lead.email}`,
  `Cellulare: ${lead.cellulare}`,
];

function mail(
  config: Config,
  to: string,
  subject: string,
  content: Parameters<typeof renderMail>[2],
) {
  const { html, text } = renderMail(config.brand, config.productName, content);
  return { to, subject, html, text, links: content.action ? [content.action.url] : [] };
}

/** The three mails of a lead: the agency, its referrer (if it has one), the client's copy. */
export function leadMails(
  config: Config,
  lead: PianoLead,
  agency: { nome: string; email: string; referrer: { nome: string; email: string } | null },
): MailMessage[] {
  const appointments = `${config.publicUrl}/area-riservata/appuntamenti`;
  const who = `${lead.name} ${lead.surname}`;
  const details = [...clientLines(lead), ...planLines(lead.plan)];
  const message = lead.message ? [`Messaggio: ${lead.message}`] : [];
  const mails = [
    mail(config, agency.email, `${config.productName}: nuova richiesta dal tuo Piano D’Acquisto`, {
      greeting: `Gentile ${agency.nome},`,
      paragraphs: [
        `${who} ha calcolato un piano sul tuo Piano D’Acquisto e chiede di essere ricontattato. La richiesta è tra i tuoi appuntamenti, nello stato Inserito.`,
        details.join('\n'),
        ...message,
      ],
      action: { label: 'Vedi i tuoi appuntamenti', url: appointments },
    }),
  ];
  if (agency.referrer)
    mails.push(
      mail(config, agency.referrer.email, `${config.productName}: richiesta per ${agency.nome}`, {
        greeting: `Gentile ${agency.referrer.nome},`,
        paragraphs: [
          `un cliente ha inviato il Piano D’Acquisto di ${agency.nome}, un’agenzia che segui, e chiede di essere ricontattato.`,
          details.join('\n'),
          ...message,
        ],
      }),
    );
  mails.push(
    mail(config, lead.email, `La tua richiesta a ${agency.nome}`, {
      greeting: `Gentile ${lead.name},`,
      paragraphs: [
        `abbiamo inviato il tuo Piano D’Acquisto a ${agency.nome}, che ti contatterà al più presto. Ecco il riepilogo:`,
        planLines(lead.plan).join('\n'),
        'Il piano è una simulazione a scopo informativo, non un’offerta: tassi, costi e concessione del mutuo dipendono dalla banca e dalla valutazione dell’immobile.',
      ],
      note: 'Hai ricevuto questa e-mail perché hai inviato la richiesta dal sito. Se non sei stato tu, ignorala.',
    }),
  );
  return mails;
}
