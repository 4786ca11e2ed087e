// Fixed rows for the reserved-area journeys (e2e/reserved-*.spec.ts): a referrer with an
// internal agent and two linked agencies; an agency at 404 points and one at 150 (points
// from real appointments, kept in step by recomputePoints); an agency that requests a
// service and changes its password; one that forgets it; a reserved service.
import type { Db } from '../../apps/api/src/db/client';
import { agencies, appointments, referrers, services } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { recomputePoints } from '../../apps/api/src/modules/appointments/points.queries';

export const RESERVED_PASSWORD = 'Reserved-Journey-Password-2026';

const account = (key: string, nome: string) => ({
  nome,
  email: `${key}@reserved.e2e.example.it`,
  slug: `${key}-reserved-e2e`,
});

export const RESERVED = {
  agent: account('agente', 'Marco Ferri Agente'),
  linkedOne: account('collegata-uno', 'Immobiliare Collegata Uno'),
  linkedTwo: account('collegata-due', 'Casa Collegata Due'),
  champion: account('campione', 'Immobiliare Campione'),
  beginner: account('principiante', 'Agenzia Principiante'),
  requester: account('servizi', 'Immobiliare Servizi'),
  forgetful: account('smemorata', 'Agenzia Smemorata'),
  /** Only the hub-grid journey signs in with it: no journey changes its password. */
  gridViewer: account('griglia', 'Immobiliare Griglia'),
} as const;

export const RESERVED_REFERRER = {
  codice: 'RES-E2E-01',
  nome: 'Giulia',
  cognome: 'Conti',
  email: 'giulia.conti@reserved.e2e.example.it',
  urlAgente: 'https://partner.example.it/agenti/res-e2e-01',
};

export const RESERVED_SERVICE = {
  name: 'Consulenza Riservata E2E',
  color: '#2e7d5b',
  promo: true,
  visibility: 'reserved' as const,
  position: 90,
  priceWithoutCents: 25000,
  priceWithCents: 9900,
  descriptionHtml:
    '<p>Un consulente dedicato analizza con te le pratiche di mutuo dei tuoi clienti.</p><ul><li>Analisi della finanziabilità</li><li>Confronto tra banche</li></ul>',
};

/** A client appointment recorded without an agent (the seed stands in for the admin). */
function clientAppointment(
  agencyId: string,
  i: number,
  values: Partial<typeof appointments.$inferInsert>,
) {
  return {
    agencyId,
    name: `Cliente${i}`,
    surname: 'Seed',
    email: `cliente${i}@cliente.reserved.e2e.example.it`,
    cellulare: '+39 333 000 0000',
    ...values,
  };
}

export default async function seedReserved(db: Db): Promise<void> {
  const passwordHash = await hashPassword(RESERVED_PASSWORD);
  const [ref] = await db
    .insert(referrers)
    .values(RESERVED_REFERRER)
    .returning({ id: referrers.id });
  const base = {
    passwordHash,
    provenienza: 'e2e-reserved',
    state: 'CONFERMATO' as const,
    referenteId: ref!.id,
  };
  const rows = await db
    .insert(agencies)
    .values([
      { ...base, ...RESERVED.agent, agenteInterno: true },
      { ...base, ...RESERVED.linkedOne, comune: 'Roma', provincia: 'RM' },
      { ...base, ...RESERVED.linkedTwo, comune: 'Milano', provincia: 'MI' },
      { ...base, ...RESERVED.champion, referenteId: null },
      { ...base, ...RESERVED.beginner, referenteId: null },
      { ...base, ...RESERVED.requester },
      { ...base, ...RESERVED.forgetful, referenteId: null },
      { ...base, ...RESERVED.gridViewer },
    ])
    .returning({ id: agencies.id, email: agencies.email });
  const idOf = (a: { email: string }) => rows.find((r) => r.email === a.email)!.id;
  const champion = idOf(RESERVED.champion);
  const beginner = idOf(RESERVED.beginner);

  const day = 24 * 60 * 60 * 1000;
  const done = (i: number) => new Date(Date.UTC(2026, 9, 1) + i * day);
  const seeded = [
    // 4 × Contratto with contratto confirmed = 404 points; one cancelled, one still open.
    ...[0, 1, 2, 3].map((i) =>
      clientAppointment(champion, i, {
        state: 'Contratto',
        contratto: true,
        wc: true,
        payed: true,
        dataFattoAppuntamento: done(i),
      }),
    ),
    clientAppointment(champion, 4, { state: 'Annullata' }),
    clientAppointment(champion, 5, { state: 'Inserito' }),
    // 1 × Contratto (101) + 49 × Fatto Appuntamento verified (49) = 150 points.
    clientAppointment(beginner, 0, {
      state: 'Contratto',
      contratto: true,
      dataFattoAppuntamento: done(0),
    }),
    ...Array.from({ length: 49 }, (_, i) =>
      clientAppointment(beginner, i + 1, {
        state: 'Fatto Appuntamento',
        wc: true,
        dataFattoAppuntamento: done(i),
      }),
    ),
    // A Fatto Appuntamento not yet verified earns nothing.
    clientAppointment(beginner, 50, { state: 'Fatto Appuntamento', wc: false }),
  ];
  await db.insert(appointments).values(seeded);
  await recomputePoints(db, champion);
  await recomputePoints(db, beginner);
  await db.insert(services).values(RESERVED_SERVICE);
}
