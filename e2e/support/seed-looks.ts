// Fixed rows for the journeys of how the portal looks and leads (e2e/public-banner.spec.ts,
// e2e/admin-referrer-photo.spec.ts): a referrer whose photo is still an outside address,
// and a confirmed agency linked to it. Names and e-mails are unique to these journeys.
import type { Db } from '../../apps/api/src/db/client';
import { agencies, referrers } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';

export const LOOKS_PASSWORD = 'Looks-Journey-Password-2026';

export const LOOKS_REFERRER = {
  codice: 'LOOKS-E2E-01',
  nome: 'Elena',
  cognome: 'Ritratti',
  email: 'elena.ritratti@looks.e2e.example.it',
  urlPhoto: 'https://foto.example.org/elena.jpg',
};

export const LOOKS = {
  agency: {
    nome: 'Agenzia Ritratti',
    email: 'agenzia@looks.e2e.example.it',
    slug: 'ritratti-looks-e2e',
  },
} as const;

export default async function seedLooks(db: Db): Promise<void> {
  const [ref] = await db.insert(referrers).values(LOOKS_REFERRER).returning({ id: referrers.id });
  await db.insert(agencies).values({
    ...LOOKS.agency,
    passwordHash: await hashPassword(LOOKS_PASSWORD),
    provenienza: 'e2e-looks',
    state: 'CONFERMATO',
    referenteId: ref!.id,
  });
}
