import type { Service } from '@portal/shared';
import type { ServiceRow } from '../../db/schema/index';

/**
 * The one place a service row becomes the API's Service (spec field names, prices in
 * integer cents, `description` the HTML the admin editor stored already sanitised).
 * Public, reserved and admin routes all answer services through this mapper.
 */
export function toService(row: ServiceRow): Service {
  return {
    _id: row.id,
    name: row.name,
    description: row.descriptionHtml,
    image: row.image,
    pdf: row.pdf,
    color: row.color,
    promo: row.promo,
    prices_with: row.priceWithCents,
    prices_without: row.priceWithoutCents,
    visibility: row.visibility,
    position: row.position,
    url: row.url,
  };
}
