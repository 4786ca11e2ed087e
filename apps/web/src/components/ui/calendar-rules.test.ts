import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayLabel, monthGrid, moveByKey, weekdayIndex } from './calendar-rules';

describe('calendar rules', () => {
  it('lays out a month Monday first', () => {
    // 1 April 2024 is a Monday; 1 February 2024 a Thursday.
    const april = monthGrid(2024, 4);
    expect(april[0]?.[0]).toEqual({ year: 2024, month: 4, day: 1 });
    expect(april.flat().filter(Boolean)).toHaveLength(30);
    const february = monthGrid(2024, 2);
    expect(february[0]?.slice(0, 3)).toEqual([null, null, null]);
    expect(february[0]?.[3]).toEqual({ year: 2024, month: 2, day: 1 });
    expect(february.flat().filter(Boolean)).toHaveLength(29);
    expect(monthGrid(2023, 2).flat().filter(Boolean)).toHaveLength(28);
    for (const week of february) expect(week).toHaveLength(7);
  });

  it('moves by days, weeks, months and years', () => {
    const d = { year: 2024, month: 1, day: 31 };
    expect(addDays(d, 1)).toEqual({ year: 2024, month: 2, day: 1 });
    expect(addMonths(d, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addMonths(d, -1)).toEqual({ year: 2023, month: 12, day: 31 });
    expect(moveByKey(d, 'ArrowDown', false)).toEqual({ year: 2024, month: 2, day: 7 });
    expect(moveByKey(d, 'ArrowUp', false)).toEqual({ year: 2024, month: 1, day: 24 });
    expect(moveByKey(d, 'PageDown', true)).toEqual({ year: 2025, month: 1, day: 31 });
    expect(weekdayIndex(d)).toBe(2); // Wednesday
    expect(moveByKey(d, 'Home', false)).toEqual({ year: 2024, month: 1, day: 29 });
    expect(moveByKey(d, 'End', false)).toEqual({ year: 2024, month: 2, day: 4 });
    expect(moveByKey(d, 'a', false)).toBeNull();
  });

  it('stays within 1900-2900', () => {
    expect(addDays({ year: 1900, month: 1, day: 1 }, -1)).toEqual({ year: 1900, month: 1, day: 1 });
    expect(addMonths({ year: 2900, month: 12, day: 31 }, 1)).toEqual({
      year: 2900,
      month: 12,
      day: 31,
    });
  });

  it('names a day in Italian', () => {
    expect(dayLabel({ year: 2024, month: 4, day: 15 })).toBe('15 aprile 2024');
  });
});
