import { clientSearchTerms, type AdminAppointmentsExport } from '@portal/shared';

/**
 * The desk's filters as the queries use them. `from` and `to` are calendar days in
 * Europe/Rome, both included: from the midnight that starts `from` to the midnight that
 * ends `to` (23 or 25 hours long on the days the clocks change).
 */
export interface DeskFilter {
  /** The rows the admin ticked (a selection, decision 054): only these. */
  ids?: readonly string[];
  agencyId?: string;
  agentId?: string;
  state?: AdminAppointmentsExport['state'];
  /** An open check: WC not verified, or contract not paid (decision 051). */
  openCheck?: NonNullable<AdminAppointmentsExport['aperto']>;
  createdFrom?: Date;
  /** Exclusive. */
  createdBefore?: Date;
  /**
   * Words (clientSearchTerms) each starting a word of the client's name, surname, e-mail or
   * phone digits.
   */
  clientTerms?: readonly string[];
}

const TIME_ZONE = 'Europe/Rome';
const romeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Milliseconds Rome's clock is ahead of UTC at instant `t` (3,600,000 or 7,200,000). */
function romeOffset(t: number): number {
  const p = Object.fromEntries(
    romeParts.formatToParts(new Date(t)).map((x) => [x.type, Number(x.value)]),
  );
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - Math.floor(t / 1000) * 1000;
}

/** The instant Rome's day `yyyy-mm-dd` begins (midnight local time). */
export function romeDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  // Rome's offset at that midnight; checked once more because the offset itself may
  // change between the guess and the answer (never at midnight in Italy, but be exact).
  let t = utcMidnight - romeOffset(utcMidnight);
  t = utcMidnight - romeOffset(t);
  return new Date(t);
}

/** The day after `yyyy-mm-dd`, as `yyyy-mm-dd`. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The filters of a request (the table's, an export's, a bulk action's) as the queries use them. */
export function deskFilterOf(f: AdminAppointmentsExport): DeskFilter {
  return {
    ...(f.ids ? { ids: [...new Set(f.ids)] } : {}),
    ...(f.azienda ? { agencyId: f.azienda } : {}),
    ...(f.agente ? { agentId: f.agente } : {}),
    ...(f.state ? { state: f.state } : {}),
    ...(f.aperto ? { openCheck: f.aperto } : {}),
    ...(f.from ? { createdFrom: romeDayStart(f.from) } : {}),
    ...(f.to ? { createdBefore: romeDayStart(nextDay(f.to)) } : {}),
    ...(f.q && clientSearchTerms(f.q).length > 0 ? { clientTerms: clientSearchTerms(f.q) } : {}),
  };
}

/**
 * Whether the filter names rows, an agency, an agent, a state (an open check names one) or
 * a client: then counting it exactly is cheap (a client search is a trigram index read).
 * The kept totals of countForDesk hold only for the other filters: rows only arrive, while
 * an open check's rows leave it whenever a flag is set.
 */
export function isNarrow(f: DeskFilter): boolean {
  return (
    f.ids !== undefined ||
    f.openCheck !== undefined ||
    f.agencyId !== undefined ||
    f.agentId !== undefined ||
    f.state !== undefined ||
    f.clientTerms !== undefined
  );
}
