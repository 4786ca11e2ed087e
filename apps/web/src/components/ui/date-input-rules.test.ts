import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_STATUS,
  EMPTY_PARTS,
  daysInMonth,
  evaluateParts,
  isLeapYear,
  isYearOutOfRange,
  nativeValue,
  normalisePart,
  partsFromCalendarPick,
  partsFromText,
  partsFromValue,
  recapDay,
  sanitisePart,
  selectedDay,
} from './date-input-rules';
import type { DateParts } from './date-input-rules';

const parts = (p: Partial<DateParts>): DateParts => ({ ...EMPTY_PARTS, ...p });
const local = (y: number, m: number, d: number, h = 8, mi = 0, s = 0) =>
  new Date(y, m - 1, d, h, mi, s).toISOString();

/** The local date and time an emitted value stands for. */
function read(value: string) {
  const date = new Date(value);
  return [
    date.getFullYear(),
    date.getMonth() + 1,
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
  ];
}

describe('calendar facts', () => {
  it('knows the length of every month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('applies the Gregorian leap-year rule', () => {
    expect([1900, 2000, 2023, 2024, 2100, 2400, 2800, 2900].map(isLeapYear)).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('completeness and status', () => {
  it('is pending with an empty value until day, month and year are all there', () => {
    for (const p of [
      parts({}),
      parts({ day: '12' }),
      parts({ day: '12', month: '05' }),
      parts({ month: '05', year: '2024' }),
      parts({ day: '12', year: '2024' }),
    ]) {
      expect(evaluateParts(p, 'date')).toEqual({ value: '', status: DATE_STATUS.pending });
    }
  });

  it('is good with a complete valid date', () => {
    const result = evaluateParts(parts({ day: '12', month: '05', year: '2024' }), 'date');
    expect(result.status).toBe(DATE_STATUS.good);
    expect(result.status).toBe(1);
    expect(result.value).toBe(local(2024, 5, 12));
  });

  it('emits 08:00:00 local in date-only mode, ignoring typed time parts', () => {
    const { value } = evaluateParts(
      parts({ day: '1', month: '1', year: '2030', hours: '17' }),
      'date',
    );
    expect(read(value)).toEqual([2030, 1, 1, 8, 0, 0]);
  });

  it('needs a time in datetime mode', () => {
    expect(evaluateParts(parts({ day: '12', month: '05', year: '2024' }), 'datetime')).toEqual({
      value: '',
      status: DATE_STATUS.pending,
    });
  });

  it('counts empty time parts as 0 (partial time)', () => {
    const base = { day: '12', month: '05', year: '2024' };
    expect(read(evaluateParts(parts({ ...base, hours: '14' }), 'datetime').value)).toEqual([
      2024, 5, 12, 14, 0, 0,
    ]);
    expect(read(evaluateParts(parts({ ...base, minutes: '30' }), 'datetime').value)).toEqual([
      2024, 5, 12, 0, 30, 0,
    ]);
    expect(
      read(evaluateParts(parts({ ...base, hours: '9', seconds: '5' }), 'datetime').value),
    ).toEqual([2024, 5, 12, 9, 0, 5]);
    expect(
      read(
        evaluateParts(parts({ ...base, hours: '23', minutes: '59', seconds: '59' }), 'datetime')
          .value,
      ),
    ).toEqual([2024, 5, 12, 23, 59, 59]);
  });
});

describe('clamping', () => {
  const date = (day: string, month: string, year: string) =>
    read(evaluateParts(parts({ day, month, year }), 'date').value);

  it('caps the day at the month length: 31 April → 30', () => {
    expect(date('31', '04', '2024').slice(0, 3)).toEqual([2024, 4, 30]);
    expect(date('31', '06', '2024').slice(0, 3)).toEqual([2024, 6, 30]);
    expect(date('31', '09', '2024').slice(0, 3)).toEqual([2024, 9, 30]);
    expect(date('31', '11', '2024').slice(0, 3)).toEqual([2024, 11, 30]);
    expect(date('31', '12', '2024').slice(0, 3)).toEqual([2024, 12, 31]);
  });

  it('caps 29 February 2023 to 28 and keeps 29 February 2024', () => {
    expect(date('29', '02', '2023').slice(0, 3)).toEqual([2023, 2, 28]);
    expect(date('29', '02', '2024').slice(0, 3)).toEqual([2024, 2, 29]);
    expect(date('30', '02', '2024').slice(0, 3)).toEqual([2024, 2, 29]);
    expect(date('29', '02', '1900').slice(0, 3)).toEqual([1900, 2, 28]);
    expect(date('29', '02', '2000').slice(0, 3)).toEqual([2000, 2, 29]);
  });

  it('floors the day at 1', () => {
    expect(date('0', '03', '2024').slice(0, 3)).toEqual([2024, 3, 1]);
    expect(date('00', '03', '2024').slice(0, 3)).toEqual([2024, 3, 1]);
  });

  it('clamps the month to 1-12: month 13 → 12, month 0 → 1', () => {
    expect(date('15', '13', '2024').slice(0, 3)).toEqual([2024, 12, 15]);
    expect(date('15', '99', '2024').slice(0, 3)).toEqual([2024, 12, 15]);
    expect(date('15', '00', '2024').slice(0, 3)).toEqual([2024, 1, 15]);
  });

  it('clamps hours to 0-23 and minutes and seconds to 0-59', () => {
    const t = (hours: string, minutes: string, seconds: string) =>
      read(
        evaluateParts(
          parts({ day: '1', month: '1', year: '2024', hours, minutes, seconds }),
          'datetime',
        ).value,
      ).slice(3);
    expect(t('24', '60', '60')).toEqual([23, 59, 59]);
    expect(t('99', '99', '99')).toEqual([23, 59, 59]);
    expect(t('00', '00', '00')).toEqual([0, 0, 0]);
  });

  it('refuses years outside 1900-2900: 1899 refused', () => {
    for (const year of ['1899', '0000', '2901', '9999']) {
      expect(evaluateParts(parts({ day: '1', month: '1', year }), 'date')).toEqual({
        value: '',
        status: 0,
      });
      expect(isYearOutOfRange(parts({ year }))).toBe(true);
    }
    expect(
      read(evaluateParts(parts({ day: '1', month: '1', year: '1900' }), 'date').value)[0],
    ).toBe(1900);
    expect(
      read(evaluateParts(parts({ day: '31', month: '12', year: '2900' }), 'date').value)[0],
    ).toBe(2900);
    expect(isYearOutOfRange(parts({ year: '189' }))).toBe(false);
    expect(evaluateParts(parts({ day: '1', month: '1', year: '199' }), 'date').status).toBe(0);
  });

  it('always yields a real date within the ranges (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1900, max: 2900 }),
        fc.integer({ min: 0, max: 99 }),
        (day, month, year, hours) => {
          const p = parts({
            day: String(day),
            month: String(month),
            year: String(year),
            hours: String(hours),
          });
          const emitted = read(evaluateParts(p, 'datetime').value);
          const expectedMonth = Math.min(12, Math.max(1, month));
          const expectedDay = Math.min(daysInMonth(year, expectedMonth), Math.max(1, day));
          expect(emitted.slice(0, 3)).toEqual([year, expectedMonth, expectedDay]);
          // Same local time as Date itself gives (a time skipped by a DST change moves on).
          expect(emitted).toEqual(
            read(local(year, expectedMonth, expectedDay, Math.min(23, hours))),
          );
        },
      ),
    );
  });
});

describe('display of parts', () => {
  it('keeps only digits, cut to the part length', () => {
    expect(sanitisePart('day', '1a2b3')).toBe('12');
    expect(sanitisePart('year', '20245')).toBe('2024');
    expect(sanitisePart('month', 'xx')).toBe('');
  });

  it('pads and clamps a finished part', () => {
    expect(normalisePart('day', parts({ day: '5' }))).toBe('05');
    expect(normalisePart('day', parts({ day: '0' }))).toBe('01');
    expect(normalisePart('day', parts({ day: '31', month: '04' }))).toBe('30');
    expect(normalisePart('day', parts({ day: '30', month: '02' }))).toBe('29');
    expect(normalisePart('day', parts({ day: '30', month: '02', year: '2023' }))).toBe('28');
    expect(normalisePart('month', parts({ month: '13' }))).toBe('12');
    expect(normalisePart('hours', parts({ hours: '7' }))).toBe('07');
    expect(normalisePart('minutes', parts({ minutes: '75' }))).toBe('59');
    expect(normalisePart('year', parts({ year: '1899' }))).toBe('1899');
    expect(normalisePart('seconds', parts({}))).toBe('');
  });

  it('re-caps a shown day when month or year change', () => {
    expect(recapDay(parts({ day: '31', month: '04' })).day).toBe('30');
    expect(recapDay(parts({ day: '29', month: '02', year: '2023' })).day).toBe('28');
    expect(recapDay(parts({ day: '29', month: '02', year: '2024' })).day).toBe('29');
    expect(recapDay(parts({ day: '3', month: '02' })).day).toBe('3');
  });
});

describe('received values', () => {
  it('gives empty parts for an empty value', () => {
    expect(partsFromValue('', 'date')).toEqual(EMPTY_PARTS);
  });

  it('shows the local date, and the time in datetime mode', () => {
    const iso = local(2024, 2, 29, 14, 5, 9);
    expect(partsFromValue(iso, 'date')).toEqual(parts({ day: '29', month: '02', year: '2024' }));
    expect(partsFromValue(iso, 'datetime')).toEqual({
      day: '29',
      month: '02',
      year: '2024',
      hours: '14',
      minutes: '05',
      seconds: '09',
    });
  });

  it('round-trips every emitted value (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2900 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (year, month, day, hours, minutes) => {
          const value = evaluateParts(
            parts({
              day: String(day),
              month: String(month),
              year: String(year),
              hours: String(hours),
              minutes: String(minutes),
            }),
            'datetime',
          ).value;
          const back = partsFromValue(value, 'datetime');
          expect(back).not.toBeNull();
          expect(evaluateParts(back as DateParts, 'datetime').value).toBe(value);
        },
      ),
    );
  });

  it('fails to parse garbage, invalid dates and refused years', () => {
    expect(partsFromValue('domani', 'date')).toBeNull();
    expect(partsFromValue('2024-13-45T00:00:00Z', 'date')).toBeNull();
    expect(partsFromValue('1850-06-01T08:00:00.000Z', 'date')).toBeNull();
    expect(partsFromValue('12/05/2024', 'date')).toBeNull();
  });
});

describe('pasted text', () => {
  it('reads day-first dates and times, clamped like typed parts', () => {
    expect(partsFromText('12/05/2024')).toEqual(parts({ day: '12', month: '05', year: '2024' }));
    expect(partsFromText(' 31.4.2024 ')).toEqual(parts({ day: '30', month: '04', year: '2024' }));
    expect(partsFromText('29-02-2023 9:5')).toEqual(
      parts({ day: '28', month: '02', year: '2023', hours: '09', minutes: '05' }),
    );
    expect(partsFromText('1/13/2024 25:61:61')).toEqual({
      day: '01',
      month: '12',
      year: '2024',
      hours: '23',
      minutes: '59',
      seconds: '59',
    });
  });

  it('refuses text that is not a date', () => {
    expect(partsFromText('domani')).toBeNull();
    expect(partsFromText('2024-05-12')).toBeNull();
    expect(partsFromText('12/05')).toBeNull();
  });
});

describe('calendar pick', () => {
  it('resets the time to 08:00:00 in both modes', () => {
    const picked = partsFromCalendarPick(2024, 4, 15, 'datetime');
    expect(picked).toEqual({
      day: '15',
      month: '04',
      year: '2024',
      hours: '08',
      minutes: '00',
      seconds: '00',
    });
    expect(read(evaluateParts(picked, 'datetime').value)).toEqual([2024, 4, 15, 8, 0, 0]);
    expect(read(evaluateParts(partsFromCalendarPick(2024, 4, 15, 'date'), 'date').value)).toEqual([
      2024, 4, 15, 8, 0, 0,
    ]);
  });

  it('knows the selected day to highlight, or none', () => {
    expect(selectedDay(parts({ day: '31', month: '04', year: '2024' }))).toEqual({
      year: 2024,
      month: 4,
      day: 30,
    });
    expect(selectedDay(parts({ day: '31', month: '04' }))).toBeNull();
  });
});

describe('hidden native field', () => {
  it('holds yyyy-mm-dd, or the date and time in datetime mode', () => {
    const iso = local(2024, 5, 12, 14, 30, 0);
    expect(nativeValue(iso, 'date')).toBe('2024-05-12');
    expect(nativeValue(iso, 'datetime')).toBe('2024-05-12T14:30:00');
    expect(nativeValue('', 'date')).toBe('');
    expect(nativeValue('rotto', 'date')).toBe('');
  });
});
