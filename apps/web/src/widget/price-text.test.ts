import { describe, expect, it } from 'vitest';
import { readPriceText } from './price-text';

const euros = (n: number) => ({ cents: n * 100 });

describe('the price texts of Italian listings (decisions.md, third round)', () => {
  it.each([
    ['€ 250.000', 250_000],
    ['250.000 €', 250_000],
    ['250.000,00 euro', 250_000],
    ['EUR 199.000', 199_000],
    ['Euro 199.000', 199_000],
    ['da 180.000 €', 180_000],
    ['Prezzo: da\u00a0180.000\u00a0€', 180_000],
    ['€ 1,2 mln', 1_200_000],
    ['1,2 milioni di euro', 1_200_000],
    ['€ 2 milioni', 2_000_000],
    ['250 000 €', 250_000],
    ['€ 250.000 · 80 m²', 250_000],
    ['€ 250.000 - 3 locali', 250_000],
    ['250000.00 €', 250_000],
  ])('reads «%s»', (text, amount) => {
    expect(readPriceText(text)).toEqual(euros(amount));
  });

  it.each([
    ['Trattativa riservata', 'prezzo non indicato'],
    ['Prezzo su richiesta', 'prezzo non indicato'],
    ['180.000 – 220.000 €', 'intervallo di prezzi'],
    ['da 180.000 a 220.000 €', 'intervallo di prezzi'],
    ['€ 850/mese', 'affitto'],
    ['Affitto: 900 €', 'affitto'],
    ['€ 1.200 al mese', 'affitto'],
    ['Canone 700 euro', 'affitto'],
    ['Chiamaci', 'non leggibile'],
    ['250.000', 'non leggibile'],
    ['80 m²', 'non leggibile'],
    ['€ 1.250.000 mln', 'non leggibile'],
  ])('gives «%s» no price: %s', (text, skip) => {
    expect(readPriceText(text)).toEqual({ skip });
  });

  it('reads a bare number where the agency or schema.org gives one', () => {
    expect(readPriceText('250000', true)).toEqual(euros(250_000));
    expect(readPriceText('250000.00', true)).toEqual(euros(250_000));
    expect(readPriceText('187.500', true)).toEqual(euros(187_500));
    expect(readPriceText('0', true)).toEqual({ skip: 'non leggibile' });
  });
});
