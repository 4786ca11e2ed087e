/**
 * The years a date may have, wherever one is typed or accepted (spec sections 4, 5 and 9):
 * the date input refuses the others, and the API does too, so a year 9999 is never stored.
 */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2900;

export const DATE_RANGE_MESSAGE = `Data non valida: l’anno deve essere tra ${YEAR_MIN} e ${YEAR_MAX}`;

/** Whether a year is in range. */
export const isYearInRange = (year: number) => year >= YEAR_MIN && year <= YEAR_MAX;

/**
 * Whether an ISO date (`YYYY-MM-DD`, read as UTC) or date-time falls in a year in range,
 * in UTC, the time zone the API stores. False for anything unparsable.
 */
export function isIsoDateInRange(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time) || !isYearInRange(new Date(time).getUTCFullYear())) return false;
  // A day the calendar does not have («2027-02-30») is refused: Date.parse rolls it over.
  const written = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!written) return true;
  const [year, month, day] = written.slice(1).map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** The same rule for an optional value: empty or missing is in range (no date). */
export const isOptionalIsoDateInRange = (value: string | null | undefined) =>
  !value || isIsoDateInRange(value);
