import type { Service } from '@portal/shared';
import { formatPrice } from '@portal/shared/domain/format';

/** Spec section 9 and decisions.md: price-list names are cut at 17 characters plus a dot. */
export const PRICE_LIST_NAME_MAX = 17;

export interface PriceListRow {
  key: string;
  name: string;
  /** 'SENZA {product}' cell. */
  without: string;
  /** 'CON {product}' cell. */
  with: string;
}

/** 'Servizio Fotografico Professionale' → 'SERVIZIO FOTOGRAF.'; short names stay whole. */
export function priceListName(name: string): string {
  const chars = Array.from(name.trim().toLocaleUpperCase('it-IT'));
  return chars.length > PRICE_LIST_NAME_MAX
    ? `${chars.slice(0, PRICE_LIST_NAME_MAX).join('')}.`
    : chars.join('');
}

const price = (cents: number | null) => (cents === null ? '' : formatPrice(cents));

/** The two rows every price list ends with (spec section 2). */
export const FIXED_PRICE_ROWS: readonly PriceListRow[] = [
  { key: 'display-rata', name: 'DISPLAY RATA', without: '', with: 'ESCLUSIVA' },
  { key: 'my-service', name: 'MY SERVICE', without: 'Tariffa Base', with: 'Tariffa Premium' },
];

/**
 * Rows of 'LISTINO PREZZI': the public services (visibility public or both) that have a
 * price without or with the product, in catalogue order, then the two fixed rows.
 */
export function priceListRows(services: readonly Service[]): PriceListRow[] {
  const rows = services
    .filter((s) => s.visibility !== 'reserved')
    .filter((s) => s.prices_without !== null || s.prices_with !== null)
    .map((s) => ({
      key: s._id,
      name: priceListName(s.name),
      without: price(s.prices_without),
      with: price(s.prices_with),
    }));
  return [...rows, ...FIXED_PRICE_ROWS];
}
