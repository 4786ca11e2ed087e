import { describe, expect, it } from 'vitest';
import { ENGINE_TOOL_DEFAULTS, mortgage, type ToolDefaults } from '@portal/shared';
import { calculatorQueryOf, initialValues, type CalculatorValues } from './calculator-form';
import { computePlan } from './compute-plan';
import { planExtras } from './plan-extras';
import { shareQueryOf } from './share-link';

// The Piano's Consap check, its 100 % plan, the scenarios, and the plan's link that reopens
// with the same answer (decision 116).

const intermediary = { name: 'Mediatore Esempio S.r.l.', details: 'OAM M000' };
const TODAY = '2026-12-04';
const defaults: ToolDefaults = { ...ENGINE_TOOL_DEFAULTS, variableAnnualRate: 0.028 };
const facts: Partial<CalculatorValues> = {
  consap: true,
  consapFirstHome: 'si',
  consapCategory: 'A/2',
  consapPriority: 'under36',
  isee: '32.000',
  consapAge: '33',
};
const run = (patch: Partial<CalculatorValues>, d: ToolDefaults = defaults) => {
  const v = { ...initialValues(d), ...patch };
  const { outcome } = computePlan(v, d, intermediary);
  return { v, outcome, extras: planExtras(v, outcome, d, TODAY) };
};
const rata = { mode: 'rata' as const, price: '200.000', loan: '170.000' };

describe('the Consap check in the plan', () => {
  it('a young buyer above 80 % of the price: «probabilmente ammissibile, garanzia 80 %» and the 100 % plan', () => {
    const { extras } = run({ ...rata, ...facts });
    expect(extras.consap).toMatchObject({
      kind: 'answer',
      answer: { status: 'eligible', headline: 'Probabilmente ammissibile, garanzia 80 %' },
      full: { priceCents: 20_000_000, loanCents: 20_000_000, ltv: 1, guaranteePercent: 80 },
    });
    const full = extras.consap?.kind === 'answer' ? extras.consap.full : null;
    // The 100 % loan priced like the example: instalment and TAEG of 200.000 € at 3,5 %.
    const ex = mortgage.representativeExample({
      intermediaryName: 'x',
      loanCents: 20_000_000,
      annualRate: 0.035,
      years: 25,
      costs: { istruttoriaRate: 0.01, istruttoriaFlatCents: null, periziaCents: 25_000 },
    });
    expect(full?.scenario.instalmentCents).toBe(ex.instalmentCents);
    expect(full?.scenario.taeg).toBe(ex.taeg);
  });

  it('says what is missing, refuses A/8 with the reason, and is silent without the choice', () => {
    expect(run({ ...rata, ...facts, consapPriority: '' }).extras.consap).toEqual({
      kind: 'incomplete',
    });
    const a8 = run({ ...rata, ...facts, consapCategory: 'A/8' }).extras.consap;
    expect(a8?.kind === 'answer' && a8.answer.status).toBe('notEligible');
    expect(run({ ...rata, ...facts, consap: false }).extras.consap).toBeNull();
    expect(run({ ...rata, ...facts, home: 'seconda' }).extras.consap).toBeNull();
    expect(run({ ...rata, ...facts, isee: 'tanti' }).extras.errors).toEqual({
      isee: 'Inserisci un importo valido, ad esempio 1.234,56',
    });
  });

  it('after the admin’s end date: the Fund is not in force', () => {
    const ended = { ...defaults, consap: { ...defaults.consap, endDate: '2026-12-03' } };
    const { extras } = run({ ...rata, ...facts }, ended);
    expect(extras.consap).toMatchObject({
      kind: 'answer',
      answer: { status: 'notInForce', headline: 'Fondo Consap non in vigore' },
      full: null,
    });
  });

  it('“quanto posso spendere”: the ages count; the 100 % plan raises the price within 250.000 €', () => {
    const budget = {
      income1: '2.800',
      savings: '30.000',
      age1: '34',
      ...facts,
      consapAge: '',
    };
    const { outcome, extras } = run(budget);
    expect(outcome?.kind).toBe('budget');
    const answer = extras.consap?.kind === 'answer' ? extras.consap : null;
    expect(answer?.answer).toMatchObject({ status: 'eligible', guaranteePercent: 50 });
    expect(answer?.full?.guaranteePercent).toBe(80);
    expect(answer?.full?.loanCents).toBeLessThanOrEqual(25_000_000);
    expect(answer?.full?.priceCents).toBeGreaterThan(
      outcome?.kind === 'budget' ? outcome.result.priceCents : Infinity,
    );
    // At 36 the under-36 category does not apply: the base guarantee, no 100 % plan.
    const older = run({ ...budget, age1: '36' }).extras.consap;
    expect(older?.kind === 'answer' && older.full).toBeNull();
  });
});

describe('the scenarios', () => {
  it('20, 25, 30 years, +1 and +2 points, and the admin’s variable rate, each with its TAEG', () => {
    const { extras } = run({ mode: 'rata', loan: '150.000' });
    expect(
      extras.scenarios.map((s) => [s.label, s.instalmentCents > 0, s.taeg > s.annualRate]),
    ).toEqual([
      ['20 anni', true, true],
      ['25 anni', true, true],
      ['30 anni', true, true],
      ['TAN +1 punto', true, true],
      ['TAN +2 punti', true, true],
      ['Tasso variabile', true, true],
    ]);
    expect(extras.scenarios[1]?.instalmentCents).toBe(75_094);
    expect(
      run({ mode: 'rata', loan: '150.000' }, ENGINE_TOOL_DEFAULTS).extras.scenarios,
    ).toHaveLength(5);
  });
});

describe('the plan’s link', () => {
  it('carries the figures and the facts, and reopens with the same answer', () => {
    const { v, outcome, extras } = run({ ...rata, ...facts });
    const query = shareQueryOf(v, outcome)!;
    expect(query).toBe(
      'prezzo=200000&mutuo=170000&anni=25&primacasa=1&categoria=A2&priorita=under36&isee=32000&eta=33',
    );
    const reopened = initialValues(defaults, calculatorQueryOf(new URLSearchParams(query)));
    const again = computePlan(reopened, defaults, intermediary).outcome;
    expect(planExtras(reopened, again, defaults, TODAY).consap).toEqual(extras.consap);
  });

  it('an older link without the facts still opens, without the check', () => {
    const v = initialValues(
      defaults,
      calculatorQueryOf(new URLSearchParams('prezzo=250000&mutuo=200000')),
    );
    expect(v).toMatchObject({ mode: 'rata', price: '250.000', consap: false, consapCategory: '' });
    // Unknown values are dropped, not trusted.
    const odd = initialValues(
      defaults,
      calculatorQueryOf(new URLSearchParams('categoria=A10&priorita=re&primacasa=forse&eta=7')),
    );
    expect(odd).toMatchObject({
      consap: false,
      consapCategory: '',
      consapPriority: '',
      consapAge: '',
    });
  });

  it('“quanto posso spendere” travels as the price and loan it found, never incomes or savings', () => {
    const { v, outcome } = run({ income1: '2.800', savings: '30.000', age1: '34', ...facts });
    const query = shareQueryOf(v, outcome)!;
    expect(query).not.toMatch(/2800|30000|reddito|risparmi/);
    expect(query).toContain('eta=34');
    const params = new URLSearchParams(query);
    expect(Number(params.get('mutuo'))).toBe(
      outcome?.kind === 'budget' ? Math.floor(outcome.loan!.loanCents / 100) : NaN,
    );
  });
});
