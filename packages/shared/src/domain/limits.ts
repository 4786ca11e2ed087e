import { PASSWORD_MAX } from './password';

/**
 * Field length limits: the contracts refuse longer values and the page's inputs stop
 * typing at the same length. The database stores these fields as `text`, so these are the
 * only limits. Characters, not bytes.
 */
export const LIMITS = {
  email: 254,
  password: PASSWORD_MAX,
  /** Registration (public forms). */
  agencyName: 120,
  ragioneSociale: 200,
  titolare: 120,
  comune: 100,
  indirizzo: 200,
  /** A phone as typed (spaces, dots, dashes included). */
  phoneInput: 30,
  /** A partita IVA as typed: 11 digits, spaces allowed. */
  partitaIvaInput: 15,
  partitaIva: 11,
  /** The admin's agency form, which allows longer free text than registration. */
  adminAgencyText: 200,
  adminComune: 120,
  adminIndirizzo: 300,
  adminPhone: 40,
  /** Appointments. */
  appointmentName: 100,
  appointmentSurname: 100,
  appointmentCellulare: 20,
  description: 5000,
  /** Services. */
  serviceName: 80,
  serviceUrl: 300,
  /** `#rrggbb`. */
  colour: 7,
} as const;

/** The message of a text over its limit (with zod's other messages, decision 024). */
export { tooLongMessage } from '../validation-messages';
