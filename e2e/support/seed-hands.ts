// Fixed rows for the journeys of what real hands do to the forms (e2e/forms-*.spec.ts): an
// internal agent and the agency linked to it (double clicks and dates in the appointment
// form), 'Casa Bianchi Mani' with appointments of its own and a comune to change (the
// desk's Agenzia filter, the agency's Comune), an agency that asks for a reserved
// service. Names and e-mails are unique to these journeys.
import type { Db } from '../../apps/api/src/db/client';
import { agencies, appointments, referrers, services } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';

export const HANDS_PASSWORD = 'Hands-Journey-Password-2026';

const account = (key: string, nome: string) => ({
  nome,
  email: `${key}@hands.e2e.example.it`,
  slug: `${key}-hands-e2e`,
});

export const HANDS = {
  agent: account('agente', 'Agente Mani Veloci'),
  linked: account('collegata', 'Agenzia Mani Collegata'),
  bianchi: account('bianchi', 'Casa Bianchi Mani'),
  requester: account('richiedente', 'Immobiliare Mani Richiedente'),
} as const;

export const HANDS_SERVICE = {
  name: 'Consulenza Doppio Clic E2E',
  color: '#6a4c93',
  promo: false,
  visibility: 'reserved' as const,
  position: 95,
  priceWithoutCents: 15000,
  priceWithCents: 9000,
  descriptionHtml: '<p>Un servizio per provare che un doppio clic chiede una volta sola.</p>',
};

/** Casa Bianchi Mani's clients, as the desk lists them. */
export const HANDS_BIANCHI_CLIENTS = ['Cliente Mani Uno', 'Cliente Mani Due'] as const;

export default async function seedHands(db: Db): Promise<void> {
  const passwordHash = await hashPassword(HANDS_PASSWORD);
  const [ref] = await db
    .insert(referrers)
    .values({
      codice: 'HANDS-E2E-01',
      nome: 'Bruno',
      cognome: 'Mani',
      email: 'bruno.mani@hands.e2e.example.it',
    })
    .returning({ id: referrers.id });
  const base = {
    passwordHash,
    provenienza: 'e2e-hands',
    state: 'CONFERMATO' as const,
  };
  const rows = await db
    .insert(agencies)
    .values([
      { ...base, ...HANDS.agent, agenteInterno: true, referenteId: ref!.id },
      { ...base, ...HANDS.linked, referenteId: ref!.id, comune: 'Torino', provincia: 'TO' },
      { ...base, ...HANDS.bianchi, comune: 'Roma', provincia: 'RM', cap: '00184' },
      { ...base, ...HANDS.requester },
    ])
    .returning({ id: agencies.id, email: agencies.email });
  const bianchi = rows.find((r) => r.email === HANDS.bianchi.email)!.id;
  await db.insert(appointments).values(
    HANDS_BIANCHI_CLIENTS.map((client, i) => {
      const [name = '', ...rest] = client.split(' ');
      return {
        agencyId: bianchi,
        state: 'Inserito' as const,
        name,
        surname: rest.join(' '),
        email: `cliente${i}@hands.e2e.example.it`,
        cellulare: '+39 333 4445566',
      };
    }),
  );
  await db.insert(services).values(HANDS_SERVICE);
}
