// Fixed rows for the profile journey (e2e/reserved-profile.spec.ts): 'Immobiliare Rossi
// Profilo', which changes its phone and its e-mail. Names and e-mails are unique to it.
import type { Db } from '../../apps/api/src/db/client';
import { agencies } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';

export const PROFILE_PASSWORD = 'Profile-Journey-Password-2026';

export const ROSSI = {
  nome: 'Immobiliare Rossi Profilo',
  email: 'rossi@profile.e2e.example.it',
  newEmail: 'rossi.sede.nuova@profile.e2e.example.it',
  slug: 'rossi-profile-e2e',
  ragioneSociale: 'Rossi Profilo Immobili S.r.l.',
  partitaIva: '01234567897',
  titolare: 'Paolo Rossi',
  provincia: 'RM',
  comune: 'Roma',
  cap: '00184',
  indirizzo: 'Via Nazionale 10',
  telefono: '06 1111111',
} as const;

export default async function seedProfile(db: Db): Promise<void> {
  const { newEmail: _unused, ...rossi } = ROSSI;
  await db.insert(agencies).values({
    ...rossi,
    passwordHash: await hashPassword(PROFILE_PASSWORD),
    provenienza: 'e2e-profile',
    state: 'CONFERMATO',
  });
}
