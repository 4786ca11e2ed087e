import { YEAR_MAX, YEAR_MIN, daysInMonth } from './date-input-rules';

/** A calendar day: month 1-12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export const WEEKDAYS = [
  { short: 'lun', long: 'lunedì' },
  { short: 'mar', long: 'martedì' },
  { short: 'mer', long: 'mercoledì' },
  { short: 'gio', long: 'giovedì' },
  { short: 'ven', long: 'venerdì' },
  { short: 'sab', long: 'sabato' },
  { short: 'dom', long: 'domenica' },
] as const;

const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const;

export function monthName(month: number): string {
  return MONTHS[month - 1] ?? '';
}

/** '15 aprile 2024' */
export function dayLabel({ year, month, day }: CalendarDay): string {
  return `${day} ${monthName(month)} ${year}`;
}

export function sameDay(a: CalendarDay | null, b: CalendarDay | null): boolean {
  return !!a && !!b && a.year === b.year && a.month === b.month && a.day === b.day;
}

function fromDate(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

function toDate({ year, month, day }: CalendarDay): Date {
  const date = new Date(2000, 0, 1, 12);
  date.setFullYear(year, month - 1, day);
  return date;
}

function clampToRange(day: CalendarDay): CalendarDay {
  if (day.year < YEAR_MIN) return { year: YEAR_MIN, month: 1, day: 1 };
  if (day.year > YEAR_MAX) return { year: YEAR_MAX, month: 12, day: 31 };
  return day;
}

export function addDays(day: CalendarDay, amount: number): CalendarDay {
  const date = toDate(day);
  date.setDate(date.getDate() + amount);
  return clampToRange(fromDate(date));
}

/** Same day `amount` months later, capped at the target month's length (31 Jan + 1 → 28/29 Feb). */
export function addMonths(day: CalendarDay, amount: number): CalendarDay {
  const index = day.year * 12 + (day.month - 1) + amount;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return clampToRange({ year, month, day: Math.min(day.day, daysInMonth(year, month)) });
}

/** Monday-first index (0-6) of the day in its week. */
export function weekdayIndex(day: CalendarDay): number {
  return (toDate(day).getDay() + 6) % 7;
}

/**
 * Weeks of the month, Monday first; cells outside the month are null.
 */
export function monthGrid(year: number, month: number): (CalendarDay | null)[][] {
  const first = weekdayIndex({ year, month, day: 1 });
  const length = daysInMonth(year, month);
  const cells: (CalendarDay | null)[] = Array.from({ length: first }, () => null);
  for (let day = 1; day <= length; day += 1) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function today(): CalendarDay {
  return clampToRange(fromDate(new Date()));
}

/** The day the keyboard moves to from `day` for a key, or null when the key is not a move. */
export function moveByKey(day: CalendarDay, key: string, shiftKey: boolean): CalendarDay | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayIndex(day));
    case 'End':
      return addDays(day, 6 - weekdayIndex(day));
    case 'PageUp':
      return addMonths(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shiftKey ? 12 : 1);
    default:
      return null;
  }
}
