// Fixed rows for the financing-certificate journey (e2e/lead-certificates.spec.ts): an
// agency with one lead sent from its Piano D'Acquisto (the plan's lines in its description).
import type { Db } from '../../apps/api/src/db/client';
import { agencies, appointments, referrers } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';

export const CERTIFICATES_PASSWORD = 'Attestato-Journey-Password-2026';
export const CERTIFICATES_E2E = {
  agency: { nome: 'Agenzia Attestati Casa', email: 'casa@attestati.e2e.example.it' },
  client: { name: 'Ilaria', surname: 'Mutuante' },
} as const;

export default async function seedCertificates(db: Db): Promise<void> {
  const passwordHash = await hashPassword(CERTIFICATES_PASSWORD);
  const [ref] = await db
    .insert(referrers)
    .values({
      codice: 'ATTESTATI-E2E',
      nome: 'Rita',
      cognome: 'Attestati',
      email: 'rita@attestati.e2e.example.it',
    })
    .returning({ id: referrers.id });
  const [agency] = await db
    .insert(agencies)
    .values({
      ...CERTIFICATES_E2E.agency,
      passwordHash,
      state: 'CONFERMATO',
      provenienza: 'e2e-attestati',
      referenteId: ref!.id,
      slug: 'casa-attestati-e2e',
    })
    .returning({ id: agencies.id });
  await db.insert(appointments).values({
    agencyId: agency!.id,
    state: 'Fatto Appuntamento',
    ...CERTIFICATES_E2E.client,
    email: 'ilaria@attestati.e2e.example.it',
    cellulare: '+39 333 5552222',
    description: [
      'Richiesta inviata dal cliente dal Piano D’Acquisto dell’agenzia.',
      'Calcolo: quanto posso spendere',
      'Prezzo massimo dell’immobile: 240.000,00\u00a0€',
      'Mutuo: 180.000,00\u00a0€',
      'Rata mensile: 820,00\u00a0€',
      'Durata: 30 anni, TAN fisso 3,20%',
    ].join('\n'),
    dataFattoAppuntamento: new Date(Date.UTC(2026, 10, 20, 9, 0)),
    createdAt: new Date(Date.UTC(2026, 10, 15, 9, 0)),
  });
}
