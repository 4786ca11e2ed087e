import { paths } from '../../../config/paths';

/** The calendar day of an instant in Europe/Rome, as the desk's date filters take it. */
const romeDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The appointments desk filtered by this agency (its `agenzia` filter of the address), and
 * with `createdAt`, narrowed to the day that appointment was entered.
 */
export function deskLink(agencyId: string, createdAt?: string): string {
  const search = new URLSearchParams({ agenzia: agencyId });
  if (createdAt) {
    const day = romeDay.format(new Date(createdAt));
    search.set('dal', day);
    search.set('al', day);
  }
  return `${paths.admin.appointments}?${search.toString()}`;
}

/** The admin requests page showing this agency's requests only. */
export function requestsLink(agencyId: string): string {
  return `${paths.admin.serviceRequests}?${new URLSearchParams({ agenzia: agencyId }).toString()}`;
}

/** The id of the change-history block on the agency's page, the target of the overview's link. */
export const HISTORY_ANCHOR = 'storico-modifiche';
