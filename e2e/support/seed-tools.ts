// Fixed rows for the Display Rata and Piano D'Acquisto journeys (e2e/tools-*.spec.ts):
// an agency whose widget is on, one whose widget is off, and one that configures its widget.
import { hashPassword } from '../../apps/api/src/lib/passwords';
import type { Db } from '../../apps/api/src/db/client';
import { agencies, displayRataSettings } from '../../apps/api/src/db/schema/index';

export const TOOLS_PASSWORD = 'Strumenti-E2e-Password-2026';

/** The Display Rata price selector TOOLS_AGENCY saved: a class only the gallery's selector site uses. */
export const TOOLS_PRICE_SELECTOR = '.scheda-immobile .cifra';

export const TOOLS_AGENCY = {
  nome: 'Immobiliare Portico Verde',
  slug: 'portico-verde-e2e',
  email: 'strumenti-e2e@example.it',
  telefono: '06 5550123',
};
export const TOOLS_OFF_AGENCY = {
  nome: 'Agenzia Widget Spento',
  slug: 'widget-spento-e2e',
  email: 'spento-e2e@example.it',
};
export const TOOLS_CONFIG_AGENCY = {
  nome: 'Casa Configura',
  slug: 'casa-configura-e2e',
  email: 'configura-e2e@example.it',
};

export default async function seedTools(db: Db): Promise<void> {
  const passwordHash = await hashPassword(TOOLS_PASSWORD);
  const base = { passwordHash, state: 'CONFERMATO' as const, provenienza: 'e2e' };
  const [on, off] = await db
    .insert(agencies)
    .values([
      {
        ...base,
        ...TOOLS_AGENCY,
        comune: 'Roma',
        provincia: 'RM',
        indirizzo: 'Via dei Portici 12',
        cellulare: '+39 333 5550123',
      },
      { ...base, ...TOOLS_OFF_AGENCY },
      { ...base, ...TOOLS_CONFIG_AGENCY },
    ])
    .returning({ id: agencies.id });
  await db.insert(displayRataSettings).values([
    {
      agencyId: on!.id,
      enabled: true,
      durationYears: 25,
      ltvPercent: 80,
      rateSource: 'default',
      color: '#0a7d3b',
      label: 'Rata da',
      // The gallery's site that only the saved selector reads (e2e/widget-hosts).
      priceSelector: TOOLS_PRICE_SELECTOR,
    },
    { agencyId: off!.id, enabled: false },
  ]);
}
