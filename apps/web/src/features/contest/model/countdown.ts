/** What is left until the contest's end, in whole days, hours, minutes and seconds. */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The end has passed (every part is 0). */
  ended: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function countdownTo(endAt: number, now: number): Countdown {
  const left = Math.max(0, endAt - now);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
    ended: left === 0,
  };
}

const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The countdown in words, as a screen reader says it: "3 giorni, 4 ore e 5 minuti". */
export function countdownText(c: Countdown): string {
  if (c.ended) return 'Il concorso è terminato';
  const parts = [
    unit(c.days, 'giorno', 'giorni'),
    unit(c.hours, 'ora', 'ore'),
    unit(c.minutes, 'minuto', 'minuti'),
  ];
  return `Mancano ${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}
