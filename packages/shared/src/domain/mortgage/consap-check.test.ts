import { describe, expect, it } from 'vitest';
import { CONSAP_CAVEAT, consapCheck, type ConsapFacts } from './consap-check';
import { DEFAULT_CONSAP_RULES, withArticle, type ConsapRules } from './consap-rules';

// The Consap check of decisions.md's third round, branch by branch and at each boundary.

const facts: ConsapFacts = {
  firstHome: true,
  category: 'A/2',
  priority: 'under36',
  iseeCents: 3_000_000,
  youngestAge: 30,
};
const TODAY = '2026-12-04';
/** A price of 250.000 € with a loan of 225.000 €: 90 % of the price. */
const above = { loanCents: 22_500_000, priceCents: 25_000_000 };
/** The same price with a loan of 200.000 €: exactly 80 %. */
const at80 = { loanCents: 20_000_000, priceCents: 25_000_000 };

const check = (
  patch: Partial<ConsapFacts> = {},
  loan: { loanCents: number; priceCents: number | null } = above,
  rules: ConsapRules = DEFAULT_CONSAP_RULES,
  today = TODAY,
) => consapCheck({ facts: { ...facts, ...patch }, ...loan, rules, today });

describe('not eligible, with the reason', () => {
  it('not the first home, or another dwelling owned', () => {
    const a = check({ firstHome: false });
    expect(a).toMatchObject({ status: 'notEligible' });
    expect(a.status === 'notEligible' && a.reason).toContain('prima casa');
  });

  it.each(['A/1', 'A/8', 'A/9'] as const)('category %s (luxury) is excluded', (category) => {
    const a = check({ category });
    expect(a.status).toBe('notEligible');
    expect(a.status === 'notEligible' && a.reason).toBe(
      `Le abitazioni di categoria catastale A/1, A/8 e A/9 sono escluse dal Fondo: la categoria ${category} non è ammessa.`,
    );
  });

  it.each(['A/2', 'A/3', 'A/7', 'A/11'] as const)('category %s is admitted', (category) => {
    expect(check({ category }).status).toBe('eligible');
  });

  it('a loan of 250.000 € exactly is admitted; one cent more is not', () => {
    expect(check({}, { loanCents: 25_000_000, priceCents: 28_000_000 })).toMatchObject({
      status: 'eligible',
      guaranteePercent: 80,
    });
    const over = check({}, { loanCents: 25_000_001, priceCents: 28_000_000 });
    expect(over.status).toBe('notEligible');
    expect(over.status === 'notEligible' && over.reason).toBe(
      'Il mutuo di 250.000,01\u00a0€ supera il limite di 250.000,00\u00a0€ garantito dal Fondo.',
    );
  });
});

describe('eligible: 50 % or the case’s higher guarantee', () => {
  it('under 36, ISEE within 40.000 €, above 80 % of the price: 80 %, plan up to 100 %', () => {
    expect(check()).toEqual({
      status: 'eligible',
      headline: 'Probabilmente ammissibile, garanzia 80 %',
      guaranteePercent: 80,
      fullPrice: { guaranteePercent: 80 },
      notes: [],
    });
  });

  it('ISEE exactly 40.000 € is within; 40.000,01 € is not', () => {
    expect(check({ iseeCents: 4_000_000 })).toMatchObject({ guaranteePercent: 80 });
    const over = check({ iseeCents: 4_000_001 });
    expect(over).toMatchObject({
      guaranteePercent: 50,
      fullPrice: null,
      headline: 'Probabilmente ammissibile, garanzia 50 %',
    });
    expect(over.status === 'eligible' && over.notes).toEqual([
      'Con un ISEE oltre 40.000,00\u00a0€ la garanzia resta al 50 %.',
    ]);
  });

  it('without the ISEE: 50 %, and it says what the ISEE could give', () => {
    const a = check({ iseeCents: null });
    expect(a).toMatchObject({ guaranteePercent: 50, fullPrice: null });
    expect(a.status === 'eligible' && a.notes[0]).toBe(
      'Indica l’ISEE: fino a 40.000,00\u00a0€ la garanzia può salire all’80 %.',
    );
  });

  it('at 80 % of the price or less: 50 % now, the higher guarantee above 80 % (up to 100 %)', () => {
    const a = check({}, at80);
    expect(a).toMatchObject({ guaranteePercent: 50, fullPrice: { guaranteePercent: 80 } });
    expect(a.status === 'eligible' && a.notes[0]).toContain('fino al 100 % del prezzo');
    // Without a price the loan-to-value is unknown: the base guarantee, the case still said.
    expect(check({}, { loanCents: 20_000_000, priceCents: null })).toMatchObject({
      guaranteePercent: 50,
      fullPrice: { guaranteePercent: 80 },
    });
  });

  it.each([
    ['young couple', 'youngCouple'],
    ['single parent', 'singleParent'],
    ['social housing tenant', 'socialTenant'],
  ] as const)('%s: 80 % within 40.000 €', (_, priority) => {
    expect(check({ priority, iseeCents: 4_000_000 })).toMatchObject({ guaranteePercent: 80 });
    expect(check({ priority, iseeCents: 4_000_100 })).toMatchObject({ guaranteePercent: 50 });
  });

  it.each([
    ['children3', 4_000_000, 80],
    ['children4', 4_500_000, 85],
    ['children5', 5_000_000, 90],
  ] as const)('%s: %i cents of ISEE exactly gives %i %, one cent more 50 %', (p, isee, pct) => {
    expect(check({ priority: p, iseeCents: isee, youngestAge: 50 })).toMatchObject({
      guaranteePercent: pct,
      fullPrice: { guaranteePercent: pct },
    });
    expect(check({ priority: p, iseeCents: isee + 1, youngestAge: 50 })).toMatchObject({
      guaranteePercent: 50,
      fullPrice: null,
    });
  });

  it('4 children with an ISEE of 42.000 €: 85 % (above the 3-children threshold, within its own)', () => {
    expect(check({ priority: 'children4', iseeCents: 4_200_000 })).toMatchObject({
      guaranteePercent: 85,
    });
    expect(check({ priority: 'children3', iseeCents: 4_200_000 })).toMatchObject({
      guaranteePercent: 50,
    });
  });

  it('age 35 is under 36; at 36 the young categories give the base guarantee only', () => {
    expect(check({ youngestAge: 35 })).toMatchObject({ guaranteePercent: 80 });
    const a = check({ youngestAge: 36 });
    expect(a).toMatchObject({ guaranteePercent: 50, fullPrice: null });
    expect(a.status === 'eligible' && a.notes[0]).toBe(
      'La categoria scelta chiede almeno un richiedente con meno di 36 anni: con 36 anni vale la garanzia di base.',
    );
    expect(check({ priority: 'youngCouple', youngestAge: 35 })).toMatchObject({
      guaranteePercent: 80,
    });
    expect(check({ priority: 'youngCouple', youngestAge: 36 })).toMatchObject({
      guaranteePercent: 50,
    });
    // The age does not matter to the other cases, and an unknown age trusts the declaration.
    expect(check({ priority: 'singleParent', youngestAge: 50 })).toMatchObject({
      guaranteePercent: 80,
    });
    expect(check({ youngestAge: null })).toMatchObject({ guaranteePercent: 80 });
  });

  it('no priority category: 50 % whatever the ISEE and the loan-to-value, no 100 % plan', () => {
    expect(check({ priority: 'none', iseeCents: 1_000_000 })).toEqual({
      status: 'eligible',
      headline: 'Probabilmente ammissibile, garanzia 50 %',
      guaranteePercent: 50,
      fullPrice: null,
      notes: [],
    });
  });
});

describe('the rules are the admin’s, dated', () => {
  it('after the end date the Fund is not in force; on the end date it still is', () => {
    expect(check({}, above, DEFAULT_CONSAP_RULES, '2027-12-31').status).toBe('eligible');
    const ended = check({}, above, DEFAULT_CONSAP_RULES, '2028-01-01');
    expect(ended).toEqual({
      status: 'notInForce',
      headline: 'Fondo Consap non in vigore',
      reason:
        'Le condizioni del Fondo di garanzia per la prima casa valevano fino al 31/12/2027: oggi non sono in vigore. Chiedi al mediatore se il Fondo è stato prorogato.',
    });
    // The end date is checked before anything else: ended rules never say «ammissibile».
    expect(check({ firstHome: false }, above, DEFAULT_CONSAP_RULES, '2028-01-01').status).toBe(
      'notInForce',
    );
  });

  it('other figures change the answer without code', () => {
    const rules: ConsapRules = {
      ...DEFAULT_CONSAP_RULES,
      maxLoanCents: 30_000_000,
      excludedCategories: ['A/1'],
      basePercent: 40,
      cases: { ...DEFAULT_CONSAP_RULES.cases, priority: { iseeMaxCents: 3_500_000, percent: 75 } },
      endDate: '2028-12-31',
    };
    expect(
      check({ category: 'A/8' }, { loanCents: 28_000_000, priceCents: 30_000_000 }, rules),
    ).toMatchObject({ guaranteePercent: 75 });
    expect(check({ iseeCents: 3_600_000 }, above, rules)).toMatchObject({ guaranteePercent: 40 });
    expect(check({}, above, rules, '2028-06-01').status).toBe('eligible');
  });

  it('writes the percentages with their Italian article', () => {
    expect([50, 80, 85, 90, 100, 11, 8].map((p) => withArticle(p, 'al'))).toEqual([
      'al 50 %',
      'all’80 %',
      'all’85 %',
      'al 90 %',
      'al 100 %',
      'all’11 %',
      'all’8 %',
    ]);
    expect([withArticle(80, 'il'), withArticle(75, 'il')]).toEqual(['l’80 %', 'il 75 %']);
    const a = check({}, at80);
    expect(a.status === 'eligible' && a.notes[0]).toBe(
      'Con un mutuo oltre l’80 % del prezzo la garanzia sale all’80 %: il piano può arrivare fino al 100 % del prezzo.',
    );
  });

  it('the caveat every answer carries', () => {
    expect(CONSAP_CAVEAT).toBe(
      'La garanzia dipende dall’adesione della banca al Fondo e dai fondi disponibili.',
    );
  });
});
