// Fixed rows for the public-area journeys (e2e/public-*.spec.ts): a public catalogue with
// a promo service that has an image, a name longer than 17 characters for the price list,
// a service without prices, and a referrer to choose at registration. Names are unique to
// these journeys; other seed-*.ts files add their own rows.
import type { Db } from '../../apps/api/src/db/client';
import { referrers, services } from '../../apps/api/src/db/schema/index';

export const PUBLIC_E2E_SERVICES = {
  valutazione: {
    name: 'Valutazione Immobile',
    color: '#2e7d5b',
    promo: true,
    visibility: 'public' as const,
    position: 1,
    priceWithoutCents: 25000,
    priceWithCents: 9900,
    image: '/brand/hero-poster.jpg',
    descriptionHtml:
      '<p>Stima professionale del valore di mercato dell’immobile, utile per l’incarico e per la banca.</p><ul><li>Sopralluogo di un tecnico abilitato</li><li>Relazione scritta in 5 giorni lavorativi</li></ul>',
  },
  ape: {
    name: 'Attestato di Prestazione Energetica',
    color: '#c05621',
    promo: false,
    visibility: 'both' as const,
    position: 2,
    priceWithoutCents: 18000,
    priceWithCents: 12000,
    descriptionHtml: '<p>APE redatto da tecnici abilitati, con sopralluogo.</p>',
  },
  staging: {
    name: 'Home Staging',
    color: '#6a4c93',
    promo: false,
    visibility: 'public' as const,
    position: 3,
    priceWithoutCents: null,
    priceWithCents: null,
    descriptionHtml:
      '<p>Allestimento degli ambienti per foto e visite che valorizzano l’immobile.</p>',
  },
};

export const PUBLIC_E2E_REFERRER = {
  codice: 'PUB-E2E-01',
  nome: 'Marta',
  cognome: 'Pubblici',
  email: 'marta.pubblici@public.e2e.example.it',
};

export default async function seedPublic(db: Db): Promise<void> {
  await db.insert(services).values(Object.values(PUBLIC_E2E_SERVICES));
  await db.insert(referrers).values(PUBLIC_E2E_REFERRER);
}
