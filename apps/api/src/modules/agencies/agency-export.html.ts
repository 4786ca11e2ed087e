import { createHash } from 'node:crypto';
import type { AgencyDataExport } from '@portal/shared';
import { TIME_ZONE, formatEuro, formatPercent } from '@portal/shared/domain/format';
import { AGENCY_MAIL_KIND_LABELS } from '@portal/shared/domain/notification-kinds';
import { NOTE_ROLE_LABELS } from '@portal/shared/domain/lead-notes';
import { LEAD_STEP_LABELS, formatDay } from '@portal/shared/domain/lead-milestones';
import {
  CERTIFICATE_STATE_LABELS,
  CONSAP_ANSWER_LABELS,
} from '@portal/shared/domain/financing-certificate';

/**
 * The readable twin of the data export (decision 097): one self-contained HTML page in
 * Italian, a section per kind of data, tables, instants in Europe/Rome with their zone (so
 * the hour repeated when summer time ends is told apart), every value escaped, nothing
 * loaded from elsewhere: the page's own CSP allows only its stylesheet, by its hash.
 */

const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:64rem;padding:0 1rem;color:#1c2430;line-height:1.45}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:2px solid #1f4e79;padding-bottom:.25rem}
h3{font-size:1rem;margin:1rem 0 .25rem}table{border-collapse:collapse;width:100%;margin:.5rem 0;font-size:.9rem}
th,td{border:1px solid #d5dbe3;padding:.35rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{background:#f6f8fb}th[scope=row]{width:30%}.vuoto{color:#5b6675;font-style:italic}`;

const CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'`;

/** Italian names of the fields, as a reader of the page knows them. */
const LABELS: Record<string, string> = {
  _id: 'Identificativo',
  regioneSociale: 'Ragione sociale',
  nome: 'Nome',
  cognome: 'Cognome',
  partitaIva: 'Partita IVA',
  titolare: 'Titolare',
  email: 'E-mail',
  provincia: 'Provincia',
  comune: 'Comune',
  cap: 'CAP',
  indirizzo: 'Indirizzo',
  provenienza: 'Provenienza',
  cellulare: 'Cellulare',
  telefono: 'Telefono',
  immobile: 'Immobile',
  nota: 'Nota',
  motivoRifiuto: 'Motivo del rifiuto',
  giaSegnalatoIl: 'Cliente già segnalato il',
  referente: 'Referente',
  state: 'Stato',
  agenteInterno: 'Agente interno',
  fimaaRegister: 'Registrazione FIMAA',
  slug: 'Indirizzo della pagina',
  created_at: 'Creato il',
  cancellataIl: 'Cancellata il',
  version: 'Versione',
  codice: 'Codice',
  urlPhoto: 'Foto',
  urlAgente: 'Pagina dell’agente',
  tipo: 'Tipo',
  versione: 'Versione',
  accettatoIl: 'Accettato il',
  service: 'Servizio',
  requested: 'Richiesto',
  requested_at: 'Richiesto il',
  note: 'Note',
  agenzia: 'Agenzia',
  agente: 'Agente',
  name: 'Nome del cliente',
  surname: 'Cognome del cliente',
  dataFattoAppuntamento: 'Data dell’appuntamento',
  payed: 'Pagato',
  wc: 'WC',
  contratto: 'Contratto',
  description: 'Descrizione',
  attivo: 'Attivo',
  durataAnni: 'Durata (anni)',
  ltvPercento: 'LTV (%)',
  tassoPersonalizzatoBps: 'Tasso personalizzato (punti base)',
  colore: 'Colore',
  etichetta: 'Testo prima dell’importo',
  selettorePrezzi: 'Selettore CSS dei prezzi',
  apertoIl: 'Aperto il',
  scadeIl: 'Scade il',
  chiusoIl: 'Chiuso il',
  il: 'Il',
  azione: 'Azione',
  modifiche: 'Modifiche',
  campo: 'Campo',
  prima: 'Prima',
  dopo: 'Dopo',
  appuntamento: 'Appuntamento',
  passo: 'Passo della pratica',
  giorno: 'Giorno',
  evento: 'Evento',
  autore: 'Autore',
  ruolo: 'Ruolo',
  testo: 'Testo',
  scrittaIl: 'Scritta il',
  correttaIl: 'Corretta il',
  emessoIl: 'Emesso il',
  validoFino: 'Valido fino al',
  stato: 'Stato',
  revocatoIl: 'Revocato il',
  acquirente: 'Acquirente',
  mutuoMassimo: 'Mutuo massimo',
  prezzo: 'Prezzo dell’immobile',
  ltv: 'LTV',
  tan: 'TAN fisso',
  rata: 'Rata mensile',
  taeg: 'TAEG',
  consap: 'Verifica Consap',
  verifica: 'Indirizzo di verifica',
};

const label = (key: string) => LABELS[key] ?? key;

const ACTIONS: Record<string, string> = {
  create: 'Creazione',
  update: 'Modifica',
  delete: 'Eliminazione',
};

/**
 * The values the JSON keeps as the portal's codes, in the words of the page: the trail's
 * actions and fields, the kinds of mail. A code it does not know is shown as it is.
 */
const VALUE_WORDS: Record<string, (code: string) => string | undefined> = {
  azione: (code) => ACTIONS[code],
  campo: (code) => LABELS[code],
  tipo: (code) => (AGENCY_MAIL_KIND_LABELS as Record<string, string>)[code],
  evento: (code) => (code === 'recorded' ? 'Registrato' : undefined),
  ruolo: (code) => (NOTE_ROLE_LABELS as Record<string, string>)[code],
  passo: (code) => (LEAD_STEP_LABELS as Record<string, string>)[code],
};

/** A field's value, a code said in words. */
function fieldCell(key: string, value: unknown): string {
  const words = typeof value === 'string' ? VALUE_WORDS[key]?.(value) : undefined;
  return cell(words ?? value);
}

/** Every character with a meaning in HTML, written as a reference. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const romeTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});
const number = new Intl.NumberFormat('it-IT');

/** '2026-10-25T00:30:00.000Z' → '25/10/2026 02:30:00 CEST' (Europe/Rome, zone named). */
export function formatRomeInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = Object.fromEntries(romeTime.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second} ${p.timeZoneName}`;
}

const EMPTY = '<span class="vuoto">—</span>';

/** One value as escaped HTML text: instants in Rome, Sì/No, numbers the Italian way. */
function cell(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (typeof value === 'number') return escapeHtml(number.format(value));
  if (typeof value === 'string')
    return escapeHtml(ISO_INSTANT.test(value) ? formatRomeInstant(value) : value);
  if (Array.isArray(value)) return value.length ? value.map(cell).join('<br>') : EMPTY;
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${escapeHtml(label(k))}: ${fieldCell(k, v)}`)
      .join(' · ');
  return escapeHtml(String(value));
}

/** An object as a two-column table: field, value. */
function record(value: object, caption?: string): string {
  const rows = Object.entries(value)
    .map(
      ([k, v]) =>
        `<tr><th scope="row">${escapeHtml(label(k))}</th><td>${fieldCell(k, v)}</td></tr>`,
    )
    .join('');
  return `${caption ? `<h3>${escapeHtml(caption)}</h3>` : ''}<table>${rows}</table>`;
}

/** Rows of one shape as a table, a column per field; a wide shape as one table per row. */
function rows(items: readonly object[], itemName: string): string {
  if (items.length === 0) return `<p class="vuoto">Nessun dato.</p>`;
  const keys = [...new Set(items.flatMap((i) => Object.keys(i)))];
  if (keys.length > 6)
    return items.map((i, n) => record(i, `${itemName} ${n + 1} di ${items.length}`)).join('');
  const head = keys.map((k) => `<th scope="col">${escapeHtml(label(k))}</th>`).join('');
  const body = items
    .map((i) => {
      const values = i as Record<string, unknown>;
      return `<tr>${keys.map((k) => `<td>${fieldCell(k, values[k])}</td>`).join('')}</tr>`;
    })
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

const section = (id: string, title: string, content: string) =>
  `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(title)}</h2>${content}</section>`;

/** The sections of the page, in the order of the JSON. */
function sections(data: AgencyDataExport): string[] {
  const mailSwitches = Object.entries(data.notificheEmail).map(([tipo, attivo]) => ({
    tipo,
    attivo,
  }));
  return [
    section('agenzia', 'La tua agenzia', record(data.agenzia)),
    section('consensi', 'Consensi', rows(data.consensi, 'Consenso')),
    section('servizi', 'Richieste di servizi', rows(data.richiesteServizi, 'Richiesta')),
    section('appuntamenti', 'Appuntamenti', rows(data.appuntamenti, 'Appuntamento')),
    section(
      'registrati',
      'Appuntamenti registrati come agente interno',
      rows(data.appuntamentiRegistrati, 'Appuntamento'),
    ),
    section(
      'avanzamento',
      'Avanzamento delle pratiche',
      rows(
        data.avanzamentoPratiche.flatMap((p) =>
          p.tappe.map((t) => ({ appuntamento: p._id, passo: t.step, giorno: formatDay(t.data) })),
        ),
        'Passo',
      ),
    ),
    section('segnalazioni', 'Clienti segnalati', rows(data.segnalazioni, 'Segnalazione')),
    section(
      'note-pratiche',
      'Note sulle pratiche',
      rows(
        data.notePratiche.flatMap((p) => p.note.map((n) => ({ appuntamento: p._id, ...n }))),
        'Nota',
      ),
    ),
    section(
      'attestati',
      'Attestati di finanziabilità',
      rows(
        data.attestatiPratiche.map((a) => ({
          appuntamento: a.appuntamento,
          emessoIl: a.emessoIl,
          validoFino: formatDay(a.validoFino),
          stato: CERTIFICATE_STATE_LABELS[a.stato],
          revocatoIl: a.revocatoIl,
          acquirente: a.acquirente,
          mutuoMassimo: formatEuro(a.mutuoMassimoCents),
          prezzo: formatEuro(a.prezzoCents),
          ltv: formatPercent(a.ltv, 2),
          durataAnni: a.durataAnni,
          tan: formatPercent(a.tan, 2),
          rata: formatEuro(a.rataCents),
          taeg: formatPercent(a.taeg, 2),
          consap: CONSAP_ANSWER_LABELS[a.consap],
          verifica: a.verifica,
        })),
        'Attestato',
      ),
    ),
    section('punti', 'Punti del concorso', `<p>${cell(data.punti)}</p>`),
    section(
      'display-rata',
      'Display Rata',
      data.displayRata ? record(data.displayRata) : `<p class="vuoto">Mai configurato.</p>`,
    ),
    section('accessi', 'Accessi all’Area Riservata', rows(data.accessi, 'Accesso')),
    section(
      'storico',
      'Storico delle modifiche degli amministratori',
      rows(data.storicoModifiche, 'Modifica'),
    ),
    section('notifiche', 'Notifiche e-mail', rows(mailSwitches, 'Notifica')),
    section('email', 'E-mail inviate', rows(data.emailInviate, 'E-mail')),
    section(
      'cancellazione',
      'Richiesta di cancellazione',
      data.richiestaCancellazione
        ? `<p>Inviata il ${cell(data.richiestaCancellazione)}.</p>`
        : `<p class="vuoto">Nessuna richiesta.</p>`,
    ),
  ];
}

/** The whole page: the same data as dati-agenzia.json, for a person to read. */
export function exportHtml(data: AgencyDataExport): string {
  const title = `Dati dell’agenzia ${data.agenzia.nome}`;
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>Tutto ciò che il portale conserva della tua agenzia, esportato il ${cell(data.esportatoIl)}. Date e ore sono nel fuso orario di Roma (CET in inverno, CEST in estate). Lo stesso contenuto, in formato leggibile da un programma, è nel file dati-agenzia.json.</p>
${sections(data).join('\n')}
</main>
</body>
</html>
`;
}
