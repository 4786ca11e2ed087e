import { describe, expect, it } from 'vitest';
import { isIsoDateInRange, isOptionalIsoDateInRange } from './dates';

describe('isIsoDateInRange', () => {
  it.each(['2026-11-21', '2028-02-29', '2026-11-21T10:00:00.000Z', '2026-12-31T23:30:00+01:00'])(
    'accepts %s',
    (value) => expect(isIsoDateInRange(value)).toBe(true),
  );

  it.each([
    ['2027-02-30', 'a day February does not have'],
    ['2027-02-29', 'not a leap year'],
    ['2026-04-31', 'April has 30 days'],
    ['2026-13-01', 'no month 13'],
    ['2026-00-10', 'no month 0'],
    ['2026-11-00', 'no day 0'],
    ['1899-12-31', 'before the range'],
    ['2901-01-01', 'after the range'],
    ['ieri', 'not a date'],
  ])('refuses %s (%s)', (value) => expect(isIsoDateInRange(value)).toBe(false));

  it('takes an empty optional value as no date', () => {
    expect(isOptionalIsoDateInRange('')).toBe(true);
    expect(isOptionalIsoDateInRange(null)).toBe(true);
    expect(isOptionalIsoDateInRange('2027-02-30')).toBe(false);
  });
});
