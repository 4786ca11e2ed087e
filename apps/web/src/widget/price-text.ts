import { parseEuroCents } from '@portal/shared/domain/mortgage/parse';

/**
 * Why a price on the page gets no badge; the console line of the page counts them
 * (price-sources.ts). The words are the ones the line prints.
 */
export type SkipReason =
  | 'prezzo non indicato'
  | 'affitto'
  | 'intervallo di prezzi'
  | 'non leggibile'
  | 'valuta non in euro'
  | 'fuori dai prezzi previsti';

export type PriceReading = { cents: number } | { skip: SkipReason };

/** «Trattativa riservata», «prezzo su richiesta», «prezzo riservato». */
const NO_PRICE = /trattativa|su richiesta|riservat/i;
/** A monthly rent: «€/mese», «al mese», «affitto», «locazione», «canone». */
const RENT = /\/ ?mese|al mese|mensil|affitt|locazion|canone/i;
/**
 * An amount: grouped by three («250.000», «1.250.000,00», «250 000») or plain («250000.00»,
 * «1,2»), with «mln»/«milioni» after it; not a surface («80 m²», «80 mq»).
 */
const AMOUNT =
  /(\d{1,3}(?:[. ]\d{3})+(?:,\d{1,2})?|\d+(?:[.,]\d{1,3})?)(?: ?(mln|milion[ei]))?(?!\d|[.,]\d| ?(?:m²|m2|mq|metri|local|van))/gi;
const CURRENCY = /€|\beur(?:o)?\b/i;

/**
 * A listed price as Italian sites write it (decisions.md, third round): «€ 250.000»,
 * «250.000 €», «250.000,00 euro», «EUR 199.000», «da 180.000 €» (the amount after «da»),
 * «€ 1,2 mln», «1,2 milioni». Nothing for «Trattativa riservata», «prezzo su richiesta», a
 * range («180.000 – 220.000 €») or a monthly rent. A text of the page must name the euro; a
 * value the agency or schema.org gives as a number (`bare`) need not.
 */
export function readPriceText(raw: string, bare = false): PriceReading {
  // The common case, a value as digits («250000»): no pattern to run (QUALITY.md P10).
  if (bare && /^[1-9]\d{0,9}$/.test(raw)) return { cents: Number(raw) * 100 };
  const text = raw.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  if (NO_PRICE.test(text)) return { skip: 'prezzo non indicato' };
  if (RENT.test(text)) return { skip: 'affitto' };
  const amounts = [...text.matchAll(AMOUNT)];
  if (amounts.length > 1) return { skip: 'intervallo di prezzi' };
  const [amount] = amounts;
  if (!amount || (!bare && !CURRENCY.test(text))) return { skip: 'non leggibile' };
  const [, digits = '', millions] = amount;
  if (millions) {
    // «1,2 mln»: a decimal number of millions, never a grouped one.
    const value = Number(digits.replace(',', '.'));
    return /^\d+([.,]\d{1,3})?$/.test(digits) && value > 0
      ? { cents: Math.round(value * 1e6) * 100 }
      : { skip: 'non leggibile' };
  }
  const cents = parseEuroCents(digits);
  return cents === null || cents <= 0 ? { skip: 'non leggibile' } : { cents };
}
