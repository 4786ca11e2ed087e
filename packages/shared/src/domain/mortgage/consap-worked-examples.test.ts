import { describe, expect, it } from 'vitest';
import { consapCheck, type ConsapFacts } from './consap-check';
import { DEFAULT_CONSAP_RULES } from './consap-rules';
import { priceLoan } from './scenarios';

// Worked examples (issue 42): four buyers, the Consap answer each gets, and the plan it
// allows (at 30 years, TAN 3,50 %, the example's costs: istruttoria 1 %, perizia 250 €, first
// home), each instalment to the cent as the textbook formula gives it by hand:
//   R = L · i / (1 − (1 + i)^−360), i = 3,5 % / 12.

const costs = { istruttoriaRate: 0.01, istruttoriaFlatCents: null, periziaCents: 25_000 };
const plan = (loanCents: number) =>
  priceLoan(
    'esempio',
    'Esempio',
    'fisso',
    { loanCents, annualRate: 0.035, years: 30 },
    true,
    costs,
  );
const byHand = (loanCents: number) => {
  const i = 0.035 / 12;
  return Math.round((loanCents * i) / (1 - (1 + i) ** -360));
};
const percent = (taeg: number) => `${(taeg * 100).toFixed(2).replace('.', ',')}%`;
const answer = (facts: Partial<ConsapFacts>, loanCents: number, priceCents: number) =>
  consapCheck({
    facts: {
      firstHome: true,
      category: 'A/2',
      priority: 'none',
      iseeCents: null,
      youngestAge: null,
      ...facts,
    },
    loanCents,
    priceCents,
    rules: DEFAULT_CONSAP_RULES,
    today: '2026-12-04',
  });

describe('Consap worked examples', () => {
  it('a young couple (32 and 34), ISEE 35.000 €, a 200.000 € flat with 190.000 € of loan: 80 %, and the whole price', () => {
    const a = answer(
      { priority: 'youngCouple', youngestAge: 32, iseeCents: 3_500_000 },
      19_000_000,
      20_000_000,
    );
    expect(a).toMatchObject({
      status: 'eligible',
      headline: 'Probabilmente ammissibile, garanzia 80 %',
      fullPrice: { guaranteePercent: 80 },
    });
    const asked = plan(19_000_000);
    const whole = plan(20_000_000);
    expect([asked.instalmentCents, whole.instalmentCents]).toEqual([85_318, 89_809]);
    expect([byHand(19_000_000), byHand(20_000_000)]).toEqual([85_318, 89_809]);
    expect([percent(asked.taeg), percent(whole.taeg)]).toEqual(['3,67%', '3,67%']);
    expect(whole.numberOfInstalments).toBe(360);
  });

  it('a single parent (41) with a child, ISEE 38.000 €, 160.000 € on 180.000 €: 80 %, the whole price at 808,28 €', () => {
    const a = answer(
      { priority: 'singleParent', youngestAge: 41, iseeCents: 3_800_000, category: 'A/3' },
      16_000_000,
      18_000_000,
    );
    expect(a).toMatchObject({
      status: 'eligible',
      headline: 'Probabilmente ammissibile, garanzia 80 %',
      fullPrice: { guaranteePercent: 80 },
    });
    expect([plan(16_000_000).instalmentCents, plan(18_000_000).instalmentCents]).toEqual([
      71_847, 80_828,
    ]);
    expect([byHand(16_000_000), byHand(18_000_000)]).toEqual([71_847, 80_828]);
  });

  it('a buyer of 45 without children, ISEE 25.000 €, 200.000 € on 250.000 €: 50 % only, no plan beyond the loan', () => {
    const a = answer(
      { priority: 'none', youngestAge: 45, iseeCents: 2_500_000 },
      20_000_000,
      25_000_000,
    );
    expect(a).toMatchObject({
      status: 'eligible',
      headline: 'Probabilmente ammissibile, garanzia 50 %',
      fullPrice: null,
    });
    expect(plan(20_000_000).instalmentCents).toBe(byHand(20_000_000));
    expect(plan(20_000_000).instalmentCents).toBe(89_809);
  });

  it('a luxury home (A/1): not eligible, with the reason', () => {
    const a = answer(
      { priority: 'under36', youngestAge: 30, iseeCents: 3_000_000, category: 'A/1' },
      22_000_000,
      24_000_000,
    );
    expect(a).toEqual({
      status: 'notEligible',
      headline: 'Non ammissibile alla garanzia Consap',
      reason:
        'Le abitazioni di categoria catastale A/1, A/8 e A/9 sono escluse dal Fondo: la categoria A/1 non è ammessa.',
    });
  });
});
