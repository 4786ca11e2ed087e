import { POINTS_CONTRATTO, POINTS_FATTO, type AppointmentState } from '@portal/shared';
import { formatNumber } from '@portal/shared/domain/format';
import type { MailMessage } from '../../lib/mailer';
import { renderMail } from '../../lib/mail-template';
import type { ServiceDeps } from '../../lib/service-deps';

type Ctx = Pick<ServiceDeps, 'config'>;
type To = { nome: string; email: string };

/** Pages of the reserved area a lead mail links to, built from PUBLIC_URL. */
const page = (deps: Ctx, path: string) =>
  `${deps.config.publicUrl.replace(/\/+$/, '')}/area-riservata/${path}`;

/**
 * The client as a lead mail names it: first name and the surname's initial. Enough for the
 * agency to recognise the lead; the full record stays behind the sign-in (decision 053).
 */
export function clientLabel(name: string, surname: string): string {
  // The first character, not the first UTF-16 unit: half of a surrogate pair ('𐀀', an emoji)
  // is no text, and PostgreSQL refuses it in the outbox.
  const initial = (Array.from(surname.trim())[0] ?? '').toUpperCase();
  return initial ? `${name.trim()} ${initial}.` : name.trim();
}

function message(
  deps: Ctx,
  to: To,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
): MailMessage {
  const { html, text } = renderMail(deps.config.brand, deps.config.productName, {
    greeting: `Gentile ${to.nome},`,
    paragraphs,
    action,
  });
  return {
    to: to.email,
    subject: `${deps.config.productName} – ${subject}`,
    html,
    text,
    links: [action.url],
  };
}

const appointmentsAction = (deps: Ctx) => ({
  label: 'Apri i tuoi appuntamenti',
  url: page(deps, 'appuntamenti'),
});

/** lead_recorded: an internal agent recorded a lead for the agency. */
export function leadRecordedMail(
  deps: Ctx,
  to: To,
  lead: { agent: string; client: string; state: AppointmentState },
): MailMessage {
  return message(
    deps,
    to,
    'Nuovo appuntamento per la tua agenzia',
    [
      `${lead.agent} ha registrato un nuovo appuntamento per la tua agenzia: cliente ${lead.client}, stato «${lead.state}».`,
      'Trovi i dettagli e gli aggiornamenti tra i tuoi appuntamenti nell’Area Riservata.',
    ],
    appointmentsAction(deps),
  );
}

const WHAT_IT_EARNS: Partial<Record<AppointmentState, string>> = {
  'Fatto Appuntamento': `Quando lo staff lo verifica, l’appuntamento vale ${POINTS_FATTO} punto nel concorso.`,
  Contratto: `Quando lo staff conferma il contratto, vale ${POINTS_CONTRATTO} punti nel concorso.`,
};

/** lead_progress: a lead reached Fatto Appuntamento or Contratto. */
export function leadProgressMail(
  deps: Ctx,
  to: To,
  lead: { client: string; state: AppointmentState },
): MailMessage {
  return message(
    deps,
    to,
    `Appuntamento passato a ${lead.state}`,
    [
      `l’appuntamento del cliente ${lead.client} è passato allo stato «${lead.state}».`,
      ...(WHAT_IT_EARNS[lead.state] ? [WHAT_IT_EARNS[lead.state]!] : []),
    ],
    appointmentsAction(deps),
  );
}

/** lead_milestone: a step of the lead's road to the mortgage was recorded (decision 101). */
export function leadMilestoneMail(
  deps: Ctx,
  to: To,
  lead: { appointmentId: string; client: string; step: string; day: string },
): MailMessage {
  return message(
    deps,
    to,
    `Avanzamento della pratica: ${lead.step}`,
    [
      `la pratica del cliente ${lead.client} è avanzata: «${lead.step}», ${lead.day}.`,
      'Trovi tutti i passi della pratica nella pagina dell’appuntamento, nell’Area Riservata.',
    ],
    { label: 'Apri la pratica', url: page(deps, `appuntamenti/pratica/${lead.appointmentId}`) },
  );
}

/** ranking_change: the agency earned points and its place in the ranking moved. */
export function rankingChangeMail(
  deps: Ctx,
  to: To,
  change: { gained: number; points: number; from: number | null; to: number; total: number },
): MailMessage {
  const place = (n: number) => `${formatNumber(n)}ª`;
  const where =
    change.from === null
      ? `Hai sbloccato la classifica: sei in ${place(change.to)} posizione su ${formatNumber(change.total)} agenzie.`
      : `La tua posizione in classifica è passata dalla ${place(change.from)} alla ${place(change.to)} su ${formatNumber(change.total)} agenzie.`;
  return message(
    deps,
    to,
    `Sei in ${place(change.to)} posizione nella classifica`,
    [
      `hai guadagnato ${formatNumber(change.gained)} ${change.gained === 1 ? 'punto' : 'punti'}: ora ne hai ${formatNumber(change.points)}.`,
      where,
    ],
    { label: 'Apri la pagina del concorso', url: page(deps, 'concorso') },
  );
}

/**
 * lead_note: the other side wrote a note on a lead (decision 107). The note's text stays
 * behind the sign-in: the mail says who wrote and where to read it.
 */
export function leadNoteMail(
  deps: Ctx,
  to: To,
  note: { appointmentId: string; client: string; author: string; forAdmin: boolean },
): MailMessage {
  const url = note.forAdmin
    ? `${deps.config.publicUrl.replace(/\/+$/, '')}/admin/appuntamenti`
    : page(deps, `appuntamenti/pratica/${note.appointmentId}`);
  return message(
    deps,
    to,
    `Nuova nota sulla pratica di ${note.client}`,
    [
      `${note.author} ha scritto una nota sulla pratica del cliente ${note.client}`,
      note.forAdmin
        ? 'La trovi nel banco degli appuntamenti, alla voce «Note» della pratica.'
        : 'La trovi nella pagina della pratica, nell’Area Riservata.',
    ],
    { label: 'Leggi la nota', url },
  );
}
