import { describe, expect, it } from 'vitest';
import { PURCHASE_COST_DEFAULTS } from './purchase-cost-defaults';
import { purchaseCosts, type PurchaseCosts } from './purchase-costs';

const amounts = (c: PurchaseCosts) =>
  Object.fromEntries(c.items.map((i) => [i.key, i.amountCents]));

describe('purchaseCosts', () => {
  it('prima casa from a private seller, rendita known, with agency and mortgage', () => {
    // Price 200.000 €, loan 160.000 €, rendita 1.000 €.
    // Cadastral value 1.000 × 115,5 = 115.500 €; registro 2 % = 2.310 € (above the 1.000 € minimum).
    // Ipotecaria 50 €, catastale 50 €. Notary sale 2.000 € + 22 % = 2.440 €.
    // Agency 3 % of 200.000 = 6.000 € + 22 % = 7.320 €.
    // Mortgage: sostitutiva 0,25 % of 160.000 = 400 €, notary 1.800 €, istruttoria 1 % = 1.600 €,
    // perizia 250 €. Total 2.310 + 100 + 2.440 + 7.320 + 400 + 1.800 + 1.600 + 250 = 16.220 €.
    const c = purchaseCosts({
      priceCents: 20_000_000,
      loanCents: 16_000_000,
      primaCasa: true,
      seller: 'private',
      renditaCatastaleCents: 100_000,
    });
    expect(amounts(c)).toEqual({
      registro: 231_000,
      ipotecaria: 5_000,
      catastale: 5_000,
      notaioCompravendita: 244_000,
      agenzia: 732_000,
      impostaSostitutiva: 40_000,
      notaioMutuo: 180_000,
      istruttoria: 160_000,
      perizia: 25_000,
    });
    expect(c.totalCents).toBe(1_622_000);
    expect(c.subtotals).toEqual({
      imposte: 241_000,
      notaio: 244_000,
      agenzia: 732_000,
      mutuo: 405_000,
    });
    expect(c.cadastralValueCents).toBe(11_550_000);
    expect(c.estimated).toBe(false);
    expect(c.items[0]).toMatchObject({ label: 'Imposta di registro' });
    expect(c.items[0]?.note).toContain('2% del valore catastale (115.500,00\u00a0€)');
  });

  it('seconda casa from a private seller, no agency', () => {
    // Rendita 500 € × 126 = 63.000 €; registro 9 % = 5.670 €; + 50 + 50; notary 2.440 €.
    // Loan 100.000 €: sostitutiva 2 % = 2.000 €, notary 1.800 €, istruttoria 1.000 €, perizia 250 €.
    // Total 5.670 + 100 + 2.440 + 2.000 + 1.800 + 1.000 + 250 = 13.260 €.
    const c = purchaseCosts({
      priceCents: 15_000_000,
      loanCents: 10_000_000,
      primaCasa: false,
      seller: 'private',
      renditaCatastaleCents: 50_000,
      includeAgency: false,
    });
    expect(amounts(c).registro).toBe(567_000);
    expect(amounts(c).impostaSostitutiva).toBe(200_000);
    expect(amounts(c).agenzia).toBeUndefined();
    expect(c.totalCents).toBe(1_326_000);
  });

  it('applies the 1.000 € minimum registro', () => {
    // Rendita 300 € × 115,5 = 34.650 €; 2 % = 693 € → 1.000 €.
    const c = purchaseCosts({
      priceCents: 8_000_000,
      loanCents: 0,
      primaCasa: true,
      seller: 'private',
      renditaCatastaleCents: 30_000,
    });
    expect(amounts(c).registro).toBe(100_000);
    // No loan: no mortgage costs. 1.000 + 50 + 50 + 2.440 + agency 2.400 + 528 = 6.468 €.
    expect(c.items.some((i) => i.group === 'mutuo')).toBe(false);
    expect(c.totalCents).toBe(646_800);
  });

  it('estimates the cadastral value from the price when the rendita is unknown', () => {
    // 50 % of 200.000 € = 100.000 €; registro 2 % = 2.000 €.
    const c = purchaseCosts({
      priceCents: 20_000_000,
      loanCents: 0,
      primaCasa: true,
      seller: 'private',
      renditaCatastaleCents: null,
    });
    expect(c.estimated).toBe(true);
    expect(c.cadastralValueCents).toBe(10_000_000);
    expect(amounts(c).registro).toBe(200_000);
    expect(c.notes.join(' ')).toContain('Rendita catastale non indicata');
    expect(c.items[0]?.note).toContain('stimato');
  });

  it('builder, prima casa: IVA 4 % and 200 € each for registro, ipotecaria, catastale', () => {
    // 250.000 € × 4 % = 10.000 €; 3 × 200 € = 600 €; notary 2.440 € → 13.040 € without agency.
    const c = purchaseCosts({
      priceCents: 25_000_000,
      loanCents: 0,
      primaCasa: true,
      seller: 'builder',
      includeAgency: false,
    });
    expect(amounts(c)).toEqual({
      iva: 1_000_000,
      registro: 20_000,
      ipotecaria: 20_000,
      catastale: 20_000,
      notaioCompravendita: 244_000,
    });
    expect(c.totalCents).toBe(1_304_000);
    expect(c.estimated).toBe(false);
    expect(c.cadastralValueCents).toBeNull();
  });

  it('builder, seconda casa 10 %, luxury 22 % without prima casa benefits', () => {
    const base = { priceCents: 25_000_000, loanCents: 10_000_000, seller: 'builder' as const };
    expect(amounts(purchaseCosts({ ...base, primaCasa: false })).iva).toBe(2_500_000);
    const lux = purchaseCosts({ ...base, primaCasa: true, luxury: true });
    expect(amounts(lux).iva).toBe(5_500_000);
    // Luxury: no prima casa benefits, so the sostitutiva is 2 % of 100.000 € = 2.000 €.
    expect(amounts(lux).impostaSostitutiva).toBe(200_000);
    expect(lux.primaCasaApplied).toBe(false);
    expect(lux.notes.join(' ')).toContain('lusso');
  });

  it('lets every default be overridden', () => {
    // Agency 2 % of 300.000 = 6.000 € + 22 % = 7.320 €; flat istruttoria 300 €; notary 2.500 € + 22 %.
    const c = purchaseCosts({
      priceCents: 30_000_000,
      loanCents: 20_000_000,
      primaCasa: true,
      seller: 'private',
      renditaCatastaleCents: 100_000,
      options: {
        agencyCommissionRate: 0.02,
        istruttoriaFlatCents: 30_000,
        notarySaleCents: 250_000,
        periziaCents: 30_000,
      },
    });
    expect(amounts(c).agenzia).toBe(732_000);
    expect(amounts(c).istruttoria).toBe(30_000);
    expect(amounts(c).notaioCompravendita).toBe(305_000);
    expect(amounts(c).perizia).toBe(30_000);
    const flat = purchaseCosts({
      priceCents: 30_000_000,
      loanCents: 0,
      primaCasa: true,
      seller: 'private',
      options: { agencyCommissionFlatCents: 500_000 },
    });
    expect(amounts(flat).agenzia).toBe(610_000);
    expect(PURCHASE_COST_DEFAULTS.agencyCommissionRate).toBe(0.03);
    // An override left undefined keeps the default.
    const unset = purchaseCosts({
      priceCents: 30_000_000,
      loanCents: 20_000_000,
      primaCasa: true,
      seller: 'private',
      options: { istruttoriaFlatCents: undefined, periziaCents: undefined },
    });
    expect(amounts(unset).istruttoria).toBe(200_000);
    expect(amounts(unset).perizia).toBe(25_000);
  });

  it('gives every line an Italian label and integer cents', () => {
    const c = purchaseCosts({
      priceCents: 12_345_678,
      loanCents: 9_876_543,
      primaCasa: false,
      seller: 'private',
    });
    expect(c.items.length).toBeGreaterThan(0);
    for (const item of c.items) {
      expect(item.label.length).toBeGreaterThan(0);
      expect(Number.isInteger(item.amountCents)).toBe(true);
    }
    expect(c.totalCents).toBe(c.items.reduce((s, i) => s + i.amountCents, 0));
  });

  it('rejects amounts that are not integer cents', () => {
    expect(() =>
      purchaseCosts({ priceCents: 1.5, loanCents: 0, primaCasa: true, seller: 'private' }),
    ).toThrow(RangeError);
    expect(() =>
      purchaseCosts({
        priceCents: 100,
        loanCents: 0,
        primaCasa: true,
        seller: 'private',
        renditaCatastaleCents: -1,
      }),
    ).toThrow(RangeError);
  });
});
