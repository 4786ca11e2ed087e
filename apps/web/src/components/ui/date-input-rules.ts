import { isYearInRange } from '@portal/shared/domain/dates';

/**
 * Pure rules of the date input (spec sections 4, 5 and 9). The component only
 * wires these to the DOM, so every rule is tested here without rendering.
 */

export type DateInputMode = 'date' | 'datetime';

/** 0 pending (incomplete date), 1 good (complete date). */
export type DateInputStatus = 0 | 1;
export const DATE_STATUS = { pending: 0, good: 1 } as const satisfies Record<
  string,
  DateInputStatus
>;

export type DatePartName = 'day' | 'month' | 'year' | 'hours' | 'minutes' | 'seconds';

/** What the user typed in each box: digits only, possibly empty or partial. */
export type DateParts = Record<DatePartName, string>;

export const DATE_PART_NAMES = ['day', 'month', 'year'] as const satisfies readonly DatePartName[];
export const TIME_PART_NAMES = [
  'hours',
  'minutes',
  'seconds',
] as const satisfies readonly DatePartName[];

export const PART_LENGTH: Record<DatePartName, number> = {
  day: 2,
  month: 2,
  year: 4,
  hours: 2,
  minutes: 2,
  seconds: 2,
};
/** The range of years is the API's too (packages/shared/src/domain/dates.ts). */
export { YEAR_MAX, YEAR_MIN } from '@portal/shared/domain/dates';
/** Time emitted in date-only mode and set by a calendar pick: 08:00:00 local. */
export const DEFAULT_TIME = { hours: 8, minutes: 0, seconds: 0 } as const;

export const EMPTY_PARTS: DateParts = {
  day: '',
  month: '',
  year: '',
  hours: '',
  minutes: '',
  seconds: '',
};

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1-12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const pad = (n: number, length = 2) => String(n).padStart(length, '0');
const toInt = (text: string) => (text === '' ? null : Number.parseInt(text, 10));

/** Keeps the digits of what was typed, cut to the part's length. */
export function sanitisePart(part: DatePartName, text: string): string {
  return text.replace(/\D/g, '').slice(0, PART_LENGTH[part]);
}

function yearOf(parts: DateParts): number | null {
  const year = toInt(parts.year);
  return parts.year.length === PART_LENGTH.year && year !== null && isYearInRange(year)
    ? year
    : null;
}

/** The largest day allowed with what is known of month and year (31 when the month is unknown). */
export function maxDay(parts: DateParts): number {
  const month = toInt(parts.month);
  if (month === null) return 31;
  // Year not known yet: allow 29 February, the year will cap it once typed.
  return daysInMonth(yearOf(parts) ?? 2000, clamp(month, 1, 12));
}

/**
 * Normalises the text of one part for display once it is complete (full or left):
 * day floored at 1 and capped at the month's length, month 1-12, hours 0-23,
 * minutes and seconds 0-59, all zero-padded. The year is never changed: a year
 * outside 1900-2900 is refused, not corrected.
 */
export function normalisePart(part: DatePartName, parts: DateParts): string {
  const n = toInt(parts[part]);
  if (n === null) return '';
  switch (part) {
    case 'day':
      return pad(clamp(n, 1, maxDay(parts)));
    case 'month':
      return pad(clamp(n, 1, 12));
    case 'hours':
      return pad(clamp(n, 0, 23));
    case 'minutes':
    case 'seconds':
      return pad(clamp(n, 0, 59));
    case 'year':
      return parts.year;
  }
}

/**
 * Re-caps the day when month or year change (31 April → 30, 29 February 2023 → 28).
 * Only a day already shown as complete (two digits) is corrected, so typing is not disturbed.
 */
export function recapDay(parts: DateParts): DateParts {
  if (parts.day.length < PART_LENGTH.day) return parts;
  const day = normalisePart('day', parts);
  return day === parts.day ? parts : { ...parts, day };
}

export function isYearOutOfRange(parts: DateParts): boolean {
  return parts.year.length === PART_LENGTH.year && yearOf(parts) === null;
}

export interface DateEvaluation {
  /** ISO string (`toISOString()` of the local date and time) or '' when incomplete or refused. */
  value: string;
  status: DateInputStatus;
}

const PENDING: DateEvaluation = { value: '', status: DATE_STATUS.pending };

/**
 * The value the parts stand for.
 * - day, month and year are all needed, and the year must be 1900-2900; otherwise ''.
 * - date mode: the time is 08:00:00 local.
 * - datetime mode: the time is needed too, i.e. at least one of hours, minutes, seconds
 *   typed; a time part left empty counts as 0 (14:__:__ → 14:00:00).
 * - out-of-range numbers are clamped as in {@link normalisePart}.
 */
export function evaluateParts(parts: DateParts, mode: DateInputMode): DateEvaluation {
  const day = toInt(parts.day);
  const month = toInt(parts.month);
  const year = yearOf(parts);
  if (day === null || month === null || year === null) return PENDING;
  const m = clamp(month, 1, 12);
  const d = clamp(day, 1, daysInMonth(year, m));

  let time: { hours: number; minutes: number; seconds: number } = DEFAULT_TIME;
  if (mode === 'datetime') {
    if (TIME_PART_NAMES.every((p) => parts[p] === '')) return PENDING;
    time = {
      hours: clamp(toInt(parts.hours) ?? 0, 0, 23),
      minutes: clamp(toInt(parts.minutes) ?? 0, 0, 59),
      seconds: clamp(toInt(parts.seconds) ?? 0, 0, 59),
    };
  }
  return {
    value: toLocalIso(year, m, d, time.hours, time.minutes, time.seconds),
    status: DATE_STATUS.good,
  };
}

/** ISO string of a local date and time. */
export function toLocalIso(
  year: number,
  month: number,
  day: number,
  hours: number,
  minutes: number,
  seconds: number,
) {
  const date = new Date(year, month - 1, day, hours, minutes, seconds, 0);
  // new Date() maps years 0-99 to 1900-1999; set it explicitly.
  date.setFullYear(year, month - 1, day);
  return date.toISOString();
}

/**
 * Parts shown for a received value: '' gives empty parts; an ISO string gives the
 * local date (and time in datetime mode); anything unparsable, or a year outside
 * 1900-2900, gives `null` (the component then emits '' silently).
 */
export function partsFromValue(value: string, mode: DateInputMode): DateParts | null {
  if (value === '') return EMPTY_PARTS;
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const year = date.getFullYear();
  if (!isYearInRange(year)) return null;
  const parts: DateParts = {
    day: pad(date.getDate()),
    month: pad(date.getMonth() + 1),
    year: pad(year, 4),
    hours: '',
    minutes: '',
    seconds: '',
  };
  if (mode === 'datetime') {
    parts.hours = pad(date.getHours());
    parts.minutes = pad(date.getMinutes());
    parts.seconds = pad(date.getSeconds());
  }
  return parts;
}

/**
 * Parts read from pasted text such as '12/05/2024' or '12.05.2024 14:30' (day first, as
 * Italians write dates); null when the text is not a date. The parts are then clamped
 * like typed ones.
 */
export function partsFromText(text: string): DateParts | null {
  const match =
    /^\s*(\d{1,2})\D(\d{1,2})\D(\d{4})(?:\D+(\d{1,2})(?:\D(\d{1,2})(?:\D(\d{1,2}))?)?)?\s*$/.exec(
      text,
    );
  if (!match) return null;
  const [, day = '', month = '', year = '', hours = '', minutes = '', seconds = ''] = match;
  const parts: DateParts = { day, month, year, hours, minutes, seconds };
  for (const part of [...DATE_PART_NAMES, ...TIME_PART_NAMES])
    parts[part] = normalisePart(part, parts);
  return recapDay(parts);
}

/** Parts after a pick in the calendar: the picked day with the time reset to 08:00:00. */
export function partsFromCalendarPick(
  year: number,
  month: number,
  day: number,
  mode: DateInputMode,
): DateParts {
  return {
    day: pad(day),
    month: pad(month),
    year: pad(year, 4),
    hours: mode === 'datetime' ? pad(DEFAULT_TIME.hours) : '',
    minutes: mode === 'datetime' ? pad(DEFAULT_TIME.minutes) : '',
    seconds: mode === 'datetime' ? pad(DEFAULT_TIME.seconds) : '',
  };
}

/** The picked-or-typed day as plain numbers, for the calendar (null when incomplete). */
export function selectedDay(parts: DateParts): { year: number; month: number; day: number } | null {
  const evaluation = evaluateParts({ ...parts, hours: parts.hours || '0' }, 'datetime');
  if (evaluation.status !== DATE_STATUS.good) return null;
  const date = new Date(evaluation.value);
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** `yyyy-mm-dd` (or `yyyy-mm-ddThh:mm:ss`) for the hidden native field, '' when incomplete. */
export function nativeValue(value: string, mode: DateInputMode): string {
  const parts = value ? partsFromValue(value, 'datetime') : null;
  if (!parts) return '';
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return mode === 'datetime' ? `${date}T${parts.hours}:${parts.minutes}:${parts.seconds}` : date;
}
