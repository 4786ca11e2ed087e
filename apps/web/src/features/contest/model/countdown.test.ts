import { describe, expect, it } from 'vitest';
import { countdownText, countdownTo } from './countdown';

const now = Date.UTC(2026, 10, 21, 10, 0, 0);

describe('countdownTo', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    const end = now + ((3 * 24 + 4) * 60 + 5) * 60_000 + 6_000;
    expect(countdownTo(end, now)).toEqual({
      days: 3,
      hours: 4,
      minutes: 5,
      seconds: 6,
      ended: false,
    });
  });

  it('stops at zero once the end has passed', () => {
    expect(countdownTo(now - 1, now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      ended: true,
    });
  });
});

describe('countdownText', () => {
  it('says it in Italian, singular and plural', () => {
    expect(countdownText(countdownTo(now + (25 * 60 + 1) * 60_000, now))).toBe(
      'Mancano 1 giorno, 1 ora e 1 minuto',
    );
    expect(countdownText(countdownTo(now + 2 * 86_400_000, now))).toBe(
      'Mancano 2 giorni, 0 ore e 0 minuti',
    );
    expect(countdownText(countdownTo(now, now))).toBe('Il concorso è terminato');
  });
});
