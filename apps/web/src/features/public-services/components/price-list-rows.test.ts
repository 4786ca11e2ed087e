import { describe, expect, it } from 'vitest';
import type { Service } from '@portal/shared';
import { priceListName, priceListRows } from './price-list-rows';

const service = (over: Partial<Service>): Service => ({
  _id: crypto.randomUUID(),
  name: 'Servizio',
  description: '',
  image: null,
  pdf: null,
  color: '#1f4e79',
  promo: false,
  prices_with: null,
  prices_without: null,
  visibility: 'public',
  position: 0,
  url: null,
  ...over,
});

describe('price list (spec section 2, decisions.md)', () => {
  it('upper-cases names and cuts those longer than 17 characters to 17 plus a dot', () => {
    expect(priceListName('Consulenza Mutui')).toBe('CONSULENZA MUTUI');
    expect(priceListName('Visure e Documenti')).toBe('VISURE E DOCUMENT.');
    expect(priceListName('Attestato di Prestazione Energetica')).toBe('ATTESTATO DI PRES.');
    expect(priceListName('Perizia già fatta')).toBe('PERIZIA GIÀ FATTA');
    expect(priceListName('  diciassette car.  ')).toBe('DICIASSETTE CAR.');
  });

  it('lists services with a price without or with, as Italian euro (0 is Gratis), then the two fixed rows', () => {
    const rows = priceListRows([
      service({ name: 'Consulenza Mutui', prices_without: 30000, prices_with: 0 }),
      service({ name: 'Senza prezzi' }),
      service({ name: 'Solo con', prices_with: 123456 }),
      service({ name: 'Riservato', visibility: 'reserved', prices_without: 100 }),
    ]);
    expect(rows.map(({ name, without, with: w }) => [name, without, w])).toEqual([
      ['CONSULENZA MUTUI', '300,00\u00a0€', 'Gratis'],
      ['SOLO CON', '', '1.234,56\u00a0€'],
      ['DISPLAY RATA', '', 'ESCLUSIVA'],
      ['MY SERVICE', 'Tariffa Base', 'Tariffa Premium'],
    ]);
  });
});
