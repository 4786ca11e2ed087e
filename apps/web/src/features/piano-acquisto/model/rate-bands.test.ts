import { describe, expect, it } from 'vitest';
import { ENGINE_TOOL_DEFAULTS, type ToolDefaults } from '@portal/shared';
import { initialValues, withField } from './calculator-form';
import { computePlan } from './compute-plan';

// Decision 056: the provider's TAN depends on the duration's band; the Piano D'Acquisto shows
// the band's rate for the duration typed until the visitor types a rate of their own.
const defaults: ToolDefaults = {
  ...ENGINE_TOOL_DEFAULTS,
  annualRate: 0.033,
  years: 25,
  rateBands: [
    { maxYears: 10, annualRate: 0.028 },
    { maxYears: 15, annualRate: 0.029 },
    { maxYears: 20, annualRate: 0.031 },
    { maxYears: 25, annualRate: 0.033 },
    { maxYears: 30, annualRate: 0.034 },
    { maxYears: 40, annualRate: 0.036 },
  ],
};
const intermediary = { name: 'Mediatore Esempio S.r.l.', details: 'OAM M000' };

describe('Piano D’Acquisto: the rate follows the duration’s band', () => {
  it('starts from the band of the default duration, or of the duration a link carries', () => {
    expect(initialValues(defaults)).toMatchObject({ years: '25', rate: '3,3' });
    expect(initialValues(defaults, { anni: '12' })).toMatchObject({ years: '12', rate: '2,9' });
  });

  it('takes the new band’s rate as the duration is typed, and ignores a duration it cannot read', () => {
    let v = initialValues(defaults);
    v = withField(v, 'years', '1', defaults);
    expect(v.rate).toBe('3,3');
    v = withField(v, 'years', '18', defaults);
    expect(v.rate).toBe('3,1');
    v = withField(v, 'years', '35', defaults);
    expect(v.rate).toBe('3,6');
    v = withField(v, 'years', '25,5', defaults);
    expect(v).toMatchObject({ years: '25,5', rate: '3,6' });
  });

  it('keeps the rate the visitor typed, or the one a link brought, whatever the duration', () => {
    let v = withField(initialValues(defaults), 'rate', '2,75', defaults);
    v = withField(v, 'years', '10', defaults);
    expect(v.rate).toBe('2,75');
    const linked = withField(initialValues(defaults, { tasso: '4.1' }), 'years', '10', defaults);
    expect(linked.rate).toBe('4,1');
  });

  it('prices a loan the applicants’ ages shorten at the shorter band’s rate, unless a rate was typed', () => {
    const budget = {
      ...initialValues(defaults),
      mode: 'budget' as const,
      income1: '2.500',
      savings: '70.000',
      age1: '58',
    };
    const banded = computePlan(withField(budget, 'years', '30', defaults), defaults, intermediary);
    if (banded.outcome?.kind !== 'budget') throw new Error('nessun risultato');
    expect(banded.outcome.loan).toMatchObject({ years: 17, annualRate: 0.031 });
    const typed = withField(withField(budget, 'years', '30', defaults), 'rate', '3,4', defaults);
    const own = computePlan(typed, defaults, intermediary);
    if (own.outcome?.kind !== 'budget') throw new Error('nessun risultato');
    expect(own.outcome.loan).toMatchObject({ years: 17, annualRate: 0.034 });
  });
});
