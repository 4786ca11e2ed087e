import { describe, expect, it } from 'vitest';
import { progressLine, stepDayRefusal, stepProgress, stepsRefusal } from './lead-milestones';

describe('the steps of a lead', () => {
  it('reads the furthest step set and the one after it', () => {
    expect(stepProgress([])).toEqual({ last: null, next: 'consulenza' });
    const steps = [
      { step: 'consulenza', data: '2026-10-01' },
      { step: 'perizia', data: '2026-12-12' },
      { step: 'documenti', data: null },
    ] as const;
    expect(stepProgress(steps)).toEqual({
      last: { step: 'perizia', data: '2026-12-12' },
      next: 'delibera',
    });
    expect(progressLine(steps)).toBe(
      'Perizia svolta il 12/12/2026 · prossimo: Delibera della banca',
    );
    expect(progressLine([{ step: 'rogito', data: '2027-01-31' }])).toBe(
      'Data del rogito il 31/01/2027',
    );
    expect(progressLine([{ step: 'consulenza', data: null }])).toBeNull();
  });

  it('lets only the deed lie in the future', () => {
    expect(stepDayRefusal('perizia', '2026-11-22', '2026-11-21')).toBe(
      'La data di «Perizia svolta» non può essere nel futuro.',
    );
    expect(stepDayRefusal('perizia', '2026-11-21', '2026-11-21')).toBeNull();
    expect(stepDayRefusal('rogito', '2027-05-01', '2026-11-21')).toBeNull();
  });

  it('takes steps in Fatto Appuntamento and Contratto only', () => {
    expect(stepsRefusal('Fatto Appuntamento')).toBeNull();
    expect(stepsRefusal('Contratto')).toBeNull();
    expect(stepsRefusal('Inserito')).toMatch(/dal Fatto Appuntamento in poi/);
    expect(stepsRefusal('Annullata')).toMatch(/annullato/);
  });
});
