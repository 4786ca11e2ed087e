import { describe, expect, it } from 'vitest';
import { appointmentPoints, isRankingUnlocked, progressPercent } from './points';

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
});
