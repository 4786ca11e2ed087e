// Fixed rows for the search journeys (e2e/admin-search.spec.ts): 30 agencies 'Agenzia
// Ricercabile 01…30' (two pages of the list) and one in Forlì with a CAP, whose client
// Ottavia Brambillà is found on the desk by her phone. Names and e-mails are unique to it.
import type { Db } from '../../apps/api/src/db/client';
import { agencies, appointments } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';

export const SEARCH_E2E = {
  forli: {
    nome: 'Ricercabile Forlì Centro',
    email: 'forli@search.e2e.example.it',
    slug: 'forli-search-e2e',
    comune: 'Forlì',
    provincia: 'FC',
    cap: '47121',
  },
  client: {
    name: 'Ottavia',
    surname: 'Brambillà',
    email: 'ottavia@search.e2e.example.it',
    cellulare: '+39 347 555 8181',
  },
} as const;
/** Agencies whose name holds 'Ricercabile': the 30 numbered ones and Forlì. */
export const SEARCH_AGENCY_COUNT = 31;

export default async function seedSearch(db: Db): Promise<void> {
  const passwordHash = await hashPassword('Search-Journey-Password-2026');
  const base = { passwordHash, state: 'CONFERMATO' as const, provenienza: 'e2e-search' };
  const two = (n: number) => String(n).padStart(2, '0');
  await db.insert(agencies).values(
    Array.from({ length: SEARCH_AGENCY_COUNT - 1 }, (_, i) => ({
      ...base,
      nome: `Agenzia Ricercabile ${two(i + 1)}`,
      email: `ricercabile${two(i + 1)}@search.e2e.example.it`,
      slug: `ricercabile-${two(i + 1)}-search-e2e`,
      comune: 'Ancona',
    })),
  );
  const [forli] = await db
    .insert(agencies)
    .values({ ...base, ...SEARCH_E2E.forli })
    .returning({ id: agencies.id });
  await db.insert(appointments).values({
    agencyId: forli!.id,
    state: 'Inserito',
    ...SEARCH_E2E.client,
    createdAt: new Date(Date.UTC(2026, 4, 12, 9, 0)),
  });
}
