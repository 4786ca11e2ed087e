// Fixed rows for the notification journey (e2e/reserved-notifications.spec.ts): a referrer
// linking an internal agent to Immobiliare Rossi, which has 404 points (4 confirmed
// contracts), and a rival at 505 (5), so one more confirmed contract moves Rossi up past
// the rival whatever the other journeys seed.
import type { Db } from '../../apps/api/src/db/client';
import { agencies, appointments, referrers } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { recomputePoints } from '../../apps/api/src/modules/appointments/points.queries';

export const NOTIFY_PASSWORD = 'Notifiche-Journey-Password-2026';
export const NOTIFY_E2E = {
  agent: { nome: 'Paolo Agente Notifiche', email: 'agente@notifiche.e2e.example.it' },
  rossi: {
    nome: 'Immobiliare Rossi Notifiche',
    email: 'rossi@notifiche.e2e.example.it',
    comune: 'Torino',
  },
  rival: { nome: 'Agenzia Rivale Notifiche', email: 'rivale@notifiche.e2e.example.it' },
} as const;
export const NOTIFY_ROSSI_POINTS = 404;

const contract = (agencyId: string, n: number) => ({
  agencyId,
  state: 'Contratto' as const,
  contratto: true,
  name: 'Cliente',
  surname: `Notifiche ${n}`,
  email: `cliente${n}@notifiche.e2e.example.it`,
  cellulare: '+39 333 0000000',
  createdAt: new Date(Date.UTC(2026, 0, 1 + n, 9, 0)),
});

export default async function seedNotify(db: Db): Promise<void> {
  const passwordHash = await hashPassword(NOTIFY_PASSWORD);
  const [ref] = await db
    .insert(referrers)
    .values({
      codice: 'NOTIFY-E2E',
      nome: 'Elena',
      cognome: 'Notifiche',
      email: 'elena@notifiche.e2e.example.it',
    })
    .returning({ id: referrers.id });
  const base = { passwordHash, state: 'CONFERMATO' as const, provenienza: 'e2e-notify' };
  const rows = await db
    .insert(agencies)
    .values([
      {
        ...base,
        ...NOTIFY_E2E.agent,
        slug: 'agente-notifiche-e2e',
        agenteInterno: true,
        referenteId: ref!.id,
      },
      {
        ...base,
        ...NOTIFY_E2E.rossi,
        slug: 'rossi-notifiche-e2e',
        provincia: 'TO',
        referenteId: ref!.id,
      },
      { ...base, ...NOTIFY_E2E.rival, slug: 'rivale-notifiche-e2e' },
    ])
    .returning({ id: agencies.id, email: agencies.email });
  const idOf = (email: string) => rows.find((r) => r.email === email)!.id;
  const rossi = idOf(NOTIFY_E2E.rossi.email);
  const rival = idOf(NOTIFY_E2E.rival.email);
  await db
    .insert(appointments)
    .values([
      ...[1, 2, 3, 4].map((n) => contract(rossi, n)),
      ...[11, 12, 13, 14, 15].map((n) => contract(rival, n)),
    ]);
  await recomputePoints(db, rossi);
  await recomputePoints(db, rival);
}
