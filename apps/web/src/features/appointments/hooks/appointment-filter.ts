import { APPOINTMENT_STATES, type Appointment, type AppointmentState } from '@portal/shared';
import { foldText } from '../../../components/ui/listbox-keys';

/** Appointments on one page of the list. */
export const APPOINTMENTS_PAGE_SIZE = 20;

export interface AppointmentFilter {
  /** Words to find in the client's name, surname, e-mail, phone or the agency. */
  q: string;
  /** One state, or '' for all. */
  stato: AppointmentState | '';
}

export const isAppointmentState = (value: string): value is AppointmentState =>
  (APPOINTMENT_STATES as readonly string[]).includes(value);

const digits = (text: string) => text.replace(/\D/g, '');
/** A word that is part of a phone number: three digits or more, maybe after a '+'. */
const PHONE_WORD = /^\+?\d{3,}$/;

function haystack(a: Appointment, withAgency: boolean): string {
  const parts = [a.name, a.surname, a.email, a.cellulare];
  if (withAgency) parts.push(a.agenzia.nome, a.agenzia.email);
  return foldText(parts.join(' '));
}

/**
 * The appointments matching the filter, in the list's order: every word of `q` is found
 * (ignoring case and accents) in the client's data or, for an internal agent, the
 * agency's name and e-mail; a word of digits also matches the phone written with spaces.
 */
export function filterAppointments(
  list: readonly Appointment[],
  filter: AppointmentFilter,
  withAgency: boolean,
): Appointment[] {
  const words = foldText(filter.q.trim()).split(' ').filter(Boolean);
  return list.filter((a) => {
    if (filter.stato && a.state !== filter.stato) return false;
    if (words.length === 0) return true;
    const text = haystack(a, withAgency);
    const phone = digits(a.cellulare);
    return words.every(
      (w) => text.includes(w) || (PHONE_WORD.test(w) && phone.includes(digits(w))),
    );
  });
}
