// Fixed rows for the contest journey (e2e/reserved-contest.spec.ts): two agencies far ahead
// of every other seeded one (50 and 40 confirmed contracts), so the first holds the 1st
// place and the second the 2nd whatever the other journeys seed; the first also has a
// verified appointment (+1) and a plain one (0), and a referrer with a direct phone.
import type { Db } from '../../apps/api/src/db/client';
import { agencies, appointments, referrers } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { recomputePoints } from '../../apps/api/src/modules/appointments/points.queries';

export const CONTEST_PASSWORD = 'Gara-Journey-Password-2026';
export const CONTEST_E2E = {
  leader: {
    nome: 'Agenzia Gara Prima',
    email: 'prima@gara.e2e.example.it',
    slug: 'prima-gara-e2e',
  },
  second: {
    nome: 'Agenzia Gara Seconda',
    email: 'seconda@gara.e2e.example.it',
    slug: 'seconda-gara-e2e',
  },
  referrer: { nome: 'Sara', cognome: 'Gara', telefono: '+39 06 5550101' },
} as const;
/** 50 × 101 + 1 */
export const CONTEST_LEADER_POINTS = 5051;

const contract = (agencyId: string, n: number) => ({
  agencyId,
  state: 'Contratto' as const,
  contratto: true,
  name: 'Cliente',
  surname: `Gara ${n}`,
  email: `cliente${n}@gara.e2e.example.it`,
  cellulare: '+39 333 0000000',
  createdAt: new Date(Date.UTC(2026, 0, 1 + (n % 28), 9, 0)),
});

export default async function seedContest(db: Db): Promise<void> {
  const passwordHash = await hashPassword(CONTEST_PASSWORD);
  const [referrer] = await db
    .insert(referrers)
    .values({ codice: 'GARA-E2E', email: 'sara.gara@gara.e2e.example.it', ...CONTEST_E2E.referrer })
    .returning({ id: referrers.id });
  const base = { passwordHash, state: 'CONFERMATO' as const, provenienza: 'e2e-contest' };
  const [leader, second] = await db
    .insert(agencies)
    .values([
      { ...base, ...CONTEST_E2E.leader, referenteId: referrer!.id },
      { ...base, ...CONTEST_E2E.second },
    ])
    .returning({ id: agencies.id });
  await db.insert(appointments).values([
    ...Array.from({ length: 50 }, (_, i) => contract(leader!.id, i + 1)),
    ...Array.from({ length: 40 }, (_, i) => contract(second!.id, 100 + i)),
    {
      ...contract(leader!.id, 200),
      state: 'Fatto Appuntamento' as const,
      contratto: false,
      wc: true,
      surname: 'Verificato',
      createdAt: new Date(),
    },
    {
      ...contract(leader!.id, 201),
      state: 'Inserito' as const,
      contratto: false,
      surname: 'Nuovo',
      createdAt: new Date(),
    },
  ]);
  await recomputePoints(db);
}
