import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATES } from './states';
import {
  appointmentPoints,
  isRankingUnlocked,
  POINTS_RULE_VERSION,
  progressPercent,
} from './points';

describe('contest points', () => {
  it('gives 101 for Contratto with contratto true, 1 for Fatto Appuntamento with wc true', () => {
    expect(appointmentPoints({ state: 'Contratto', contratto: true, wc: false })).toBe(101);
    expect(appointmentPoints({ state: 'Contratto', contratto: false, wc: true })).toBe(0);
    expect(appointmentPoints({ state: 'Fatto Appuntamento', contratto: false, wc: true })).toBe(1);
    expect(appointmentPoints({ state: 'Fatto Appuntamento', contratto: true, wc: false })).toBe(0);
    expect(appointmentPoints({ state: 'Inserito', contratto: true, wc: true })).toBe(0);
    expect(appointmentPoints({ state: 'Annullata', contratto: true, wc: true })).toBe(0);
  });
  it('truncates the progress percentage and caps it at 100', () => {
    expect(progressPercent(150)).toBe(37);
    expect(progressPercent(399)).toBe(99);
    expect(progressPercent(404)).toBe(100);
    expect(progressPercent(0)).toBe(0);
  });
  it('unlocks the ranking at 400 points', () => {
    expect(isRankingUnlocked(399)).toBe(false);
    expect(isRankingUnlocked(400)).toBe(true);
  });
  it('names its version: a changed rule is a new version, so stored totals get recomputed', () => {
    // Every state × wc × contratto and what it earns, as version 1 of the rule says. Changing
    // the rule changes this table: raise POINTS_RULE_VERSION with it (decision 088).
    const table = APPOINTMENT_STATES.flatMap((state) =>
      [false, true].flatMap((wc) =>
        [false, true].map(
          (contratto) =>
            `${state} wc=${wc} contratto=${contratto}: ${appointmentPoints({ state, wc, contratto })}`,
        ),
      ),
    ).filter((line) => !line.endsWith(': 0'));
    expect({ version: POINTS_RULE_VERSION, table }).toEqual({
      version: 1,
      table: [
        'Fatto Appuntamento wc=true contratto=false: 1',
        'Fatto Appuntamento wc=true contratto=true: 1',
        'Contratto wc=false contratto=true: 101',
        'Contratto wc=true contratto=true: 101',
      ],
    });
  });
});
