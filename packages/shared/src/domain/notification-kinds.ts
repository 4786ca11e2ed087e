/**
 * The mails an agency may switch off in Impostazioni → Notifiche (issue 19). Every kind is on
 * until the agency turns it off.
 */
export const AGENCY_MAIL_KINDS = [
  /** An internal agent recorded a lead for the agency. */
  'lead_recorded',
  /** A lead reached Fatto Appuntamento or Contratto. */
  'lead_progress',
  /** A step of a lead's road to the mortgage was recorded (decision 101). */
  'lead_milestone',
  /** The other side wrote a note on one of the agency's (or agent's) leads (decision 107). */
  'lead_note',
  /** The agency earned points and its position in the ranking changed. */
  'ranking_change',
  /** One of the agency's service requests changed state. */
  'service_request_state',
] as const;
export type AgencyMailKind = (typeof AGENCY_MAIL_KINDS)[number];

export const AGENCY_MAIL_KIND_LABELS: Record<AgencyMailKind, string> = {
  lead_recorded: 'Un agente interno ha registrato un appuntamento per la tua agenzia',
  lead_progress: 'Un appuntamento è arrivato a Fatto Appuntamento o Contratto',
  lead_milestone:
    'Avanzamento della pratica: è stato registrato un passo del mutuo di un tuo cliente',
  lead_note: 'Messaggi sulle pratiche: c’è una nuova nota su un tuo appuntamento',
  ranking_change: 'Hai guadagnato punti e la tua posizione in classifica è cambiata',
  service_request_state: 'Una tua richiesta di servizio ha cambiato stato',
};
