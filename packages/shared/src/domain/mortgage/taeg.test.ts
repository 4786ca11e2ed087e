import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annuityFactor } from './instalment';
import { representativeExample } from './representative-example';
import { annualPercentageRate, effectiveAnnualRate, taeg } from './taeg';

const RUNS = { numRuns: 200 };

describe('annualPercentageRate', () => {
  it('solves a cash-flow with a known monthly rate', () => {
    // 12 payments of 100 € discounted at 1 % a month: the TAEG is 1,01^12 − 1 = 12,6825 %.
    const net = 10_000 * annuityFactor(0.01, 12);
    expect(annualPercentageRate(net, Array<number>(12).fill(10_000))).toBeCloseTo(
      1.01 ** 12 - 1,
      10,
    );
  });

  it('gives 0 when the payments add up to the advance', () => {
    expect(annualPercentageRate(120_000, Array<number>(12).fill(10_000))).toBeCloseTo(0, 12);
  });

  it('handles negative rates and very high ones', () => {
    expect(annualPercentageRate(130_000, Array<number>(12).fill(10_000))).toBeLessThan(0);
    const high = annualPercentageRate(10_000, Array<number>(12).fill(10_000));
    expect(high).toBeGreaterThan(1000);
    expect(Number.isFinite(high)).toBe(true);
  });

  it('rejects an advance ≤ 0, negative payments and payments of 0', () => {
    expect(() => annualPercentageRate(0, [1])).toThrow(RangeError);
    expect(() => annualPercentageRate(100, [-1, 200])).toThrow(RangeError);
    expect(() => annualPercentageRate(100, [0, 0])).toThrow(RangeError);
  });
});

describe('taeg', () => {
  it('equals the effective rate of the TAN when there are no costs', () => {
    // TAEG is an effective annual rate: with no costs, (1 + TAN/12)^12 − 1, not the TAN.
    const t = taeg({ loanCents: 15_000_000, annualRate: 0.035, years: 25 });
    expect(Math.abs(t - effectiveAnnualRate(0.035))).toBeLessThan(1e-6);
    expect(effectiveAnnualRate(0.035)).toBeCloseTo(0.035567, 6);
    expect(t).toBeGreaterThan(0.035);
  });

  it('is 0 at rate 0 without costs, positive with costs', () => {
    expect(taeg({ loanCents: 10_000_000, annualRate: 0, years: 20 })).toBeCloseTo(0, 9);
    expect(
      taeg({ loanCents: 10_000_000, annualRate: 0, years: 20, upfrontCostsCents: 100_000 }),
    ).toBeGreaterThan(0);
  });

  it('matches the effective TAN without costs, for any realistic loan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000_000, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 5, max: 40 }),
        (loanCents, bps, years) => {
          const annualRate = bps / 10_000;
          const t = taeg({ loanCents, annualRate, years });
          expect(Math.abs(t - effectiveAnnualRate(annualRate))).toBeLessThan(1e-6);
        },
      ),
      RUNS,
    );
  });

  it('is above the TAN (and its effective rate) whenever there are costs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000_000, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 5, max: 40 }),
        fc.integer({ min: 100, max: 500_000 }),
        fc.integer({ min: 0, max: 500 }),
        (loanCents, bps, years, upfrontCostsCents, monthlyFeeCents) => {
          const annualRate = bps / 10_000;
          const t = taeg({ loanCents, annualRate, years, upfrontCostsCents, monthlyFeeCents });
          expect(t).toBeGreaterThan(annualRate);
          expect(t).toBeGreaterThan(effectiveAnnualRate(annualRate));
        },
      ),
      RUNS,
    );
  });

  it('grows with the costs', () => {
    const base = { loanCents: 15_000_000, annualRate: 0.035, years: 25 };
    const a = taeg({ ...base, upfrontCostsCents: 100_000 });
    const b = taeg({ ...base, upfrontCostsCents: 200_000 });
    const c = taeg({ ...base, upfrontCostsCents: 200_000, monthlyFeeCents: 200 });
    expect(a).toBeLessThan(b);
    expect(b).toBeLessThan(c);
  });

  it('rejects costs that swallow the loan', () => {
    expect(() =>
      taeg({ loanCents: 100_000, annualRate: 0.03, years: 10, upfrontCostsCents: 100_000 }),
    ).toThrow(RangeError);
  });
});

describe('representativeExample (art. 120-octies TUB)', () => {
  const config = {
    intermediaryName: 'Mediatore Esempio S.r.l.',
    intermediaryDetails: 'mediatore creditizio, OAM n. M000',
    loanCents: 15_000_000,
    propertyValueCents: 18_750_000,
    annualRate: 0.035,
    years: 25,
  };

  it('states every figure the rule asks for', () => {
    const ex = representativeExample(config);
    expect(ex.securedBy).toBe('ipoteca');
    expect(ex.rateType).toBe('fisso');
    expect(ex.numberOfInstalments).toBe(300);
    expect(ex.instalmentCents).toBe(75_094);
    expect(ex.ltv).toBeCloseTo(0.8, 12);
    // Default costs, prima casa: istruttoria 1 % = 1.500 €, perizia 250 €, sostitutiva 0,25 % = 375 €.
    expect(ex.costs.map((c) => [c.key, c.amountCents])).toEqual([
      ['istruttoria', 150_000],
      ['perizia', 25_000],
      ['impostaSostitutiva', 37_500],
    ]);
    expect(ex.totalCostOfCreditCents).toBe(ex.totalInterestCents + 212_500);
    expect(ex.totalPayableCents).toBe(15_000_000 + ex.totalCostOfCreditCents);
    expect(ex.taeg).toBeGreaterThan(effectiveAnnualRate(0.035));
    expect(ex.taeg).toBeCloseTo(taeg({ ...config, upfrontCostsCents: 212_500 }), 12);
    expect(ex.text).toContain('Mediatore Esempio S.r.l. (mediatore creditizio, OAM n. M000)');
    expect(ex.text).toContain('tasso fisso');
    expect(ex.text).toContain('ipoteca');
    expect(ex.text).toContain('Importo totale del credito 150.000,00\u00a0€');
    expect(ex.text).toContain('300 rate mensili da 750,94\u00a0€');
    expect(ex.text).toContain('TAN fisso 3,50%');
    expect(ex.text).toContain(`TAEG ${(ex.taeg * 100).toFixed(2).replace('.', ',')}%`);
    expect(ex.text).toContain('Importo totale dovuto dal consumatore');
    expect(ex.exclusions.join(' ')).toContain('notarili');
  });

  it('includes insurance and collection fees when configured', () => {
    const plain = representativeExample(config);
    const ex = representativeExample({
      ...config,
      primaCasa: false,
      lenderName: 'Banca Esempio',
      costs: { insuranceCents: 60_000, monthlyFeeCents: 200, istruttoriaFlatCents: 30_000 },
    });
    // Seconda casa: sostitutiva 2 % = 3.000 €.
    expect(ex.costs.find((c) => c.key === 'impostaSostitutiva')?.amountCents).toBe(300_000);
    expect(ex.costs.find((c) => c.key === 'istruttoria')?.amountCents).toBe(30_000);
    expect(ex.costs.find((c) => c.key === 'incassoRata')).toMatchObject({
      amountCents: 200,
      when: 'monthly',
    });
    expect(ex.totalCostOfCreditCents).toBe(
      ex.totalInterestCents + 30_000 + 25_000 + 300_000 + 60_000 + 300 * 200,
    );
    expect(ex.taeg).toBeGreaterThan(plain.taeg);
    expect(ex.exclusions.join(' ')).not.toContain('incendio');
    expect(ex.text).toContain('Finanziatore: Banca Esempio.');
  });

  it('needs the intermediary name and a positive loan', () => {
    expect(() => representativeExample({ ...config, intermediaryName: '  ' })).toThrow(RangeError);
    expect(() => representativeExample({ ...config, loanCents: 0 })).toThrow(RangeError);
  });
});
