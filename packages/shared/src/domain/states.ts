/**
 * The closed sets of states, in one place: the contracts validate with them and the
 * database enums are built from them (the enum's values are these, in this order).
 */
export const AGENCY_STATES = ['DA CONFERMARE', 'CONFERMATO'] as const;

export const APPOINTMENT_STATES = [
  'Inserito',
  'Fatto Appuntamento',
  'Contratto',
  'Annullata',
] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];

export const SERVICE_VISIBILITY = ['public', 'reserved', 'both'] as const;

/** The life of an agency's service request (decision 051). */
export const SERVICE_REQUEST_STATES = [
  'inviata',
  'presa_in_carico',
  'completata',
  'rifiutata',
] as const;
export type ServiceRequestState = (typeof SERVICE_REQUEST_STATES)[number];

export const RATE_SOURCES = ['default', 'custom'] as const;
