import { describe, expect, it } from 'vitest';
import { CONDITIONS_MESSAGES, DEFAULT_CONSAP_CONDITIONS, mortgage } from '@portal/shared';
import { ConditionsFormSchema, formValuesOf, tanRange } from './conditions-form';

const current = {
  tanBps: [300, 310, 320, 330, 340, 360],
  istruttoriaBps: 50,
  periziaCents: 25_000,
  years: 25,
  quotaPercent: 33,
  ltvPercent: 80,
  consapMaxLoanCents: 25_000_000,
  consap: DEFAULT_CONSAP_CONDITIONS,
  variableTanBps: null as number | null,
  maxAgeAtEnd: 75,
  ageRule: 'oldest' as const,
  priceMinCents: 3_000_000,
  priceMaxCents: 500_000_000,
};

describe('the conditions form', () => {
  it('shows the conditions in force as Italian text and reads them back exactly', () => {
    const form = formValuesOf(current, '2026-11-21');
    expect(form.values.tanBps[5]).toBe('3,6');
    expect(form.values.istruttoriaBps).toBe('0,5');
    expect(form.values.consapMaxLoanCents).toBe('250.000');
    const parsed = ConditionsFormSchema.parse(form);
    expect(parsed).toEqual({ effectiveFrom: '2026-11-21', values: current });
  });

  it('reads "4,35" as 435 basis points, and the date input’s local midnight as that day', () => {
    const form = formValuesOf(current, '2026-11-21');
    form.values.tanBps[0] = '4,35';
    form.effectiveFrom = new Date(2026, 11, 1).toISOString();
    const parsed = ConditionsFormSchema.parse(form);
    expect(parsed.values.tanBps[0]).toBe(435);
    expect(parsed.effectiveFrom).toBe('2026-12-01');
  });

  it('puts the shared schema’s Italian message on the field it names', () => {
    const form = formValuesOf(current, '2026-11-21');
    form.values.tanBps[2] = 'tre';
    form.values.ltvPercent = '120';
    const result = ConditionsFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['values.tanBps.2', CONDITIONS_MESSAGES.tan]);
    expect(issues).toContainEqual(['values.ltvPercent', CONDITIONS_MESSAGES.ltv]);
  });

  it('reads the Consap rules and the variable rate (empty: not offered), refusing bad ones on their field', () => {
    const form = formValuesOf({ ...current, variableTanBps: 285 }, '2026-11-21');
    expect(form.values.variableTanBps).toBe('2,85');
    expect(form.values.consap.cases.children4).toEqual({ iseeMaxCents: '45.000', percent: '85' });
    expect(ConditionsFormSchema.parse(form).values).toMatchObject({
      variableTanBps: 285,
      consap: DEFAULT_CONSAP_CONDITIONS,
    });
    form.values.variableTanBps = '';
    form.values.consap.endDate = new Date(2026, 0, 31).toISOString();
    expect(ConditionsFormSchema.parse(form).values).toMatchObject({
      variableTanBps: null,
      consap: { endDate: '2026-01-31' },
    });
    form.values.consap.cases.children5.percent = '120';
    form.values.consap.cases.priority.iseeMaxCents = 'molti';
    const issues = ConditionsFormSchema.safeParse(form).error!.issues.map((i) => [
      i.path.join('.'),
      i.message,
    ]);
    expect(issues).toContainEqual([
      'values.consap.cases.children5.percent',
      CONDITIONS_MESSAGES.consapPercent,
    ]);
    expect(issues).toContainEqual([
      'values.consap.cases.priority.iseeMaxCents',
      CONDITIONS_MESSAGES.consapIsee,
    ]);
  });

  it('sums up a change’s TAN range for the history', () => {
    expect(tanRange(current)).toBe(`3,00 – ${mortgage.formatPercent(0.036, 2)}`);
  });
});
