import { describe, expect, it } from 'vitest';
import { ENGINE_TOOL_DEFAULTS, mortgage } from '@portal/shared';
import { initialValues, type CalculatorValues } from './calculator-form';
import { computePlan } from './compute-plan';

const intermediary = { name: 'Mediatore Esempio S.r.l.', details: 'OAM M000' };
const values = (patch: Partial<CalculatorValues>): CalculatorValues => ({
  ...initialValues(ENGINE_TOOL_DEFAULTS),
  ...patch,
});
const plan = (patch: Partial<CalculatorValues>) =>
  computePlan(values(patch), ENGINE_TOOL_DEFAULTS, intermediary);

describe('Piano D’Acquisto: la rata di un mutuo', () => {
  it('gives the reference instalments from Italian-typed amounts', () => {
    const a = plan({ mode: 'rata', loan: '150.000', years: '25', rate: '3,5' });
    expect(a.errors).toEqual({});
    expect(a.outcome?.kind === 'rata' && a.outcome.loan.schedule.instalmentCents).toBe(75_094);
    const b = plan({ mode: 'rata', loan: '100000', years: '20', rate: '3' });
    expect(b.outcome?.kind === 'rata' && b.outcome.loan.schedule.instalmentCents).toBe(55_460);
    const c = plan({ mode: 'rata', loan: '100.000,00 €', years: '30', rate: '3 %' });
    expect(c.outcome?.kind === 'rata' && c.outcome.loan.schedule.instalmentCents).toBe(42_160);
  });

  it('takes 80 % of the price when the loan is left empty, and lists the purchase costs', () => {
    const { outcome } = plan({ mode: 'rata', price: '187.500', loan: '' });
    if (outcome?.kind !== 'rata') throw new Error('nessun risultato');
    expect(outcome.loan.loanCents).toBe(15_000_000);
    expect(outcome.ltv).toBe(0.8);
    expect(outcome.costs?.totalCents).toBeGreaterThan(0);
    expect(outcome.ownFundsCents).toBe(18_750_000 - 15_000_000 + outcome.costs!.totalCents);
    expect(outcome.loan.example.loanCents).toBe(15_000_000);
  });

  it('notes Consap above 80 % on a prima casa', () => {
    const { outcome } = plan({ mode: 'rata', price: '200.000', loan: '190.000' });
    expect(outcome?.kind === 'rata' && outcome.notes).toContain(mortgage.CONSAP_NOTE);
  });

  it('puts Italian messages on the fields it cannot read', () => {
    expect(plan({ mode: 'rata', loan: 'centomila' }).errors.loan).toBe(
      'Inserisci un importo valido, ad esempio 1.234,56',
    );
    expect(plan({ mode: 'rata', loan: '', price: '' }).errors.loan).toBe('Campo obbligatorio');
    expect(plan({ mode: 'rata', loan: '300.000', price: '250.000' }).errors.loan).toBe(
      'Il mutuo non può superare il prezzo dell’immobile',
    );
    expect(plan({ mode: 'rata', loan: '150.000', years: '45' }).errors.years).toBe(
      'La durata deve essere tra 5 e 40 anni',
    );
    expect(plan({ mode: 'rata', loan: '150.000', rate: '30' }).errors.rate).toBe(
      'Il tasso deve essere tra 0 e 25 %',
    );
    expect(plan({ mode: 'rata', loan: '150.000', commission: '12' }).errors.commission).toBe(
      'La provvigione deve essere tra 0 e 10 %',
    );
    expect(plan({ mode: 'rata', loan: '150.000', rendita: '1,234' }).errors.rendita).toBe(
      'Inserisci un importo valido, ad esempio 1.234,56',
    );
  });

  it('says so, on the field, when the engine cannot compute a tiny loan', () => {
    const { errors, outcome } = plan({ mode: 'rata', loan: '100' });
    expect(outcome).toBeNull();
    expect(errors.loan).toMatch(/non si può calcolare/);
  });
});

describe('Piano D’Acquisto: quanto posso spendere', () => {
  it('needs the first income and the savings', () => {
    const { errors, outcome } = plan({ mode: 'budget' });
    expect(outcome).toBeNull();
    expect(errors).toMatchObject({ income1: 'Campo obbligatorio', savings: 'Campo obbligatorio' });
  });

  it('gives the engine’s maximum price for two incomes, with the loan’s example', () => {
    const { errors, outcome } = plan({
      mode: 'budget',
      income1: '2.100',
      income2: '1.500,50',
      otherInstalments: '200',
      savings: '60.000',
    });
    expect(errors).toEqual({});
    if (outcome?.kind !== 'budget') throw new Error('nessun risultato');
    const expected = mortgage.maxPriceForPlan(
      mortgage.PurchasePlanInputSchema.parse({
        applicants: [{ netMonthlyIncomeCents: 210_000 }, { netMonthlyIncomeCents: 150_050 }],
        otherInstalmentsCents: 20_000,
        savingsCents: 6_000_000,
        costOptions: { agencyCommissionRate: 0.03 },
      }),
    );
    expect(outcome.result.priceCents).toBe(expected.priceCents);
    expect(outcome.result.affordableInstalmentCents).toBe(Math.floor(360_050 * 0.33) - 20_000);
    expect(outcome.loan?.example.loanCents).toBe(expected.loanCents);
  });

  it('without commission leaves the agency out of the costs', () => {
    const { outcome } = plan({
      mode: 'budget',
      income1: '3000',
      savings: '80000',
      commission: '0',
    });
    if (outcome?.kind !== 'budget') throw new Error('nessun risultato');
    expect(outcome.result.costs.items.some((i) => i.key === 'agenzia')).toBe(false);
  });
});

describe('Piano D’Acquisto: età dei richiedenti e garanzia Consap', () => {
  const budget = { mode: 'budget' as const, income1: '2.500', savings: '70.000', years: '30' };

  it('shortens the duration so the oldest applicant is at most 75 at its end, and says so', () => {
    const { errors, outcome } = plan({ ...budget, age1: '52', age2: '48' });
    expect(errors).toEqual({});
    if (outcome?.kind !== 'budget') throw new Error('nessun risultato');
    expect(outcome.loan?.years).toBe(23);
    expect(outcome.ageNote).toBe(
      'Con 52 anni il mutuo deve finire entro i 75 anni di età (limite usato dalle banche): il piano usa una durata di 23 anni invece di 30.',
    );
    // The same plan typed with 23 years: the same maximum price.
    const typed = plan({ ...budget, years: '23' }).outcome;
    expect(typed?.kind === 'budget' && typed.result.priceCents).toBe(outcome.result.priceCents);
  });

  it('follows the provider’s own limit and rule (the youngest applicant, 80 years)', () => {
    const defaults = { ...ENGINE_TOOL_DEFAULTS, maxAgeAtEnd: 80, ageRule: 'youngest' as const };
    const { outcome } = computePlan(
      values({ ...budget, age1: '60', age2: '55' }),
      defaults,
      intermediary,
    );
    if (outcome?.kind !== 'budget') throw new Error('nessun risultato');
    expect(outcome.loan?.years).toBe(25);
    expect(outcome.ageNote).toBe(
      'Con 55 anni il mutuo deve finire entro gli 80 anni di età (limite usato dalle banche): il piano usa una durata di 25 anni invece di 30.',
    );
  });

  it('says nothing when the ages leave the duration as typed, or no age is given', () => {
    expect(plan({ ...budget, age1: '30' }).outcome).toMatchObject({ ageNote: null });
    expect(plan(budget).outcome).toMatchObject({ ageNote: null });
  });

  it('refuses an age no loan can follow, on the field that holds it, and an age that is no age', () => {
    expect(plan({ ...budget, age1: '40', age2: '72' }).errors).toEqual({
      age2: 'Con 72 anni non è possibile un mutuo di almeno 5 anni (età massima a fine mutuo 75 anni)',
    });
    for (const age of ['17', '34,5', 'trenta', '120'])
      expect(plan({ ...budget, age1: age }).errors).toEqual({
        age1: "L'età deve essere tra 18 e 99 anni",
      });
  });

  it('explains the Consap guarantee when it is asked for on a prima casa, never on a seconda casa', () => {
    expect(plan({ ...budget, consap: true }).outcome).toMatchObject({ consap: true });
    expect(plan({ ...budget, consap: true, home: 'seconda' }).outcome).toMatchObject({
      consap: false,
    });
    expect(plan({ mode: 'rata', price: '200.000', loan: '190.000' }).outcome).toMatchObject({
      consap: true,
    });
    expect(plan({ mode: 'rata', price: '200.000', loan: '150.000' }).outcome).toMatchObject({
      consap: false,
    });
  });
});

describe('initial values', () => {
  it('open “la rata di un mutuo” with the price and loan of a widget link', () => {
    const v = initialValues(ENGINE_TOOL_DEFAULTS, {
      prezzo: '250000',
      mutuo: '200000',
      anni: '30',
      tasso: '3.2',
    });
    expect(v).toMatchObject({
      mode: 'rata',
      price: '250.000',
      loan: '200.000',
      years: '30',
      rate: '3,2',
    });
  });

  it('puts the provider’s fees of its dated conditions in the example and the costs', () => {
    const defaults = { ...ENGINE_TOOL_DEFAULTS, istruttoriaRate: 0.005, periziaCents: 40_000 };
    const v = { ...initialValues(defaults), mode: 'rata' as const, loan: '100.000' };
    const { outcome } = computePlan(v, defaults, intermediary);
    const costs = outcome?.loan?.example.costs.map((c) => [c.label, c.amountCents]);
    expect(costs).toContainEqual(['Perizia', 40_000]);
    expect(costs).toContainEqual(['Spese di istruttoria', 50_000]);
  });

  it('ignore malformed parameters and start from the provider’s defaults', () => {
    const v = initialValues(
      { ...ENGINE_TOOL_DEFAULTS, annualRate: 0.0325, years: 30 },
      { prezzo: '25e4', tasso: 'x' },
    );
    expect(v).toMatchObject({ mode: 'budget', price: '', years: '30', rate: '3,25' });
  });
});
