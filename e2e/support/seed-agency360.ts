// Fixed rows for the agency 360° journey (e2e/admin-agency-360.spec.ts): an agency with 23
// appointments (two pages of 20 + 3; 203 points, far below the contest journey's leaders),
// its privacy consent and two sign-ins; another agency whose newer appointment and sign-in
// must not appear. Names and e-mails are unique to it.
import type { Db } from '../../apps/api/src/db/client';
import {
  agencies,
  agencySessions,
  appointments,
  consents,
} from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { recomputePoints } from '../../apps/api/src/modules/appointments/points.queries';

export const A360_E2E = {
  mine: { nome: 'Agenzia Panoramica Uno', email: 'uno@a360.e2e.example.it', slug: 'uno-a360-e2e' },
  other: { nome: 'Agenzia Panoramica Due', email: 'due@a360.e2e.example.it', slug: 'due-a360-e2e' },
} as const;
export const A360_COUNT = 23;
/** 2 × 101 + 1 */
export const A360_POINTS = 203;

const two = (n: number) => String(n).padStart(2, '0');
/** 'Cliente Panoramica 23' entered on 23 May 2026 at 10:30 in Rome, down to '… 01' on 1 May. */
const enteredOn = (n: number) => new Date(Date.UTC(2026, 4, n, 8, 30));

export default async function seedAgency360(db: Db): Promise<void> {
  const passwordHash = await hashPassword('Panoramica-Journey-Password-2026');
  const base = { passwordHash, state: 'CONFERMATO' as const, provenienza: 'e2e-a360' };
  const [mine, other] = await db
    .insert(agencies)
    .values([
      { ...base, ...A360_E2E.mine },
      { ...base, ...A360_E2E.other },
    ])
    .returning({ id: agencies.id });
  await db.insert(appointments).values([
    ...Array.from({ length: A360_COUNT }, (_, i) => {
      const n = i + 1;
      return {
        agencyId: mine!.id,
        state:
          n <= 2
            ? ('Contratto' as const)
            : n === 3
              ? ('Fatto Appuntamento' as const)
              : ('Inserito' as const),
        contratto: n <= 2,
        wc: n === 3,
        name: 'Cliente',
        surname: `Panoramica ${two(n)}`,
        email: `cliente${two(n)}@a360.e2e.example.it`,
        cellulare: `+39 333 11100${two(n)}`,
        createdAt: enteredOn(n),
      };
    }),
    {
      agencyId: other!.id,
      state: 'Inserito' as const,
      name: 'Altra',
      surname: 'Cliente Estranea',
      email: 'estranea@a360.e2e.example.it',
      cellulare: '+39 333 2223334',
      createdAt: new Date(Date.UTC(2026, 5, 1, 9, 0)),
    },
  ]);
  await db.insert(consents).values({
    agencyId: mine!.id,
    kind: 'privacy',
    version: '2026-05',
    acceptedAt: new Date(Date.UTC(2026, 3, 30, 7, 0)),
  });
  // Expiring far ahead: the hourly housekeeping deletes expired sessions, and when the
  // hour strikes during the run it would take these with it before the journey reads them.
  const farAhead = new Date(Date.UTC(2099, 0, 1));
  await db.insert(agencySessions).values([
    {
      agencyId: mine!.id,
      createdAt: new Date(Date.UTC(2026, 4, 20, 7, 0)),
      expiresAt: farAhead,
      revokedAt: new Date(Date.UTC(2026, 4, 20, 9, 45)),
    },
    { agencyId: mine!.id, createdAt: new Date(Date.UTC(2026, 4, 10, 7, 0)), expiresAt: farAhead },
    { agencyId: other!.id, createdAt: new Date(Date.UTC(2026, 5, 1, 7, 0)), expiresAt: farAhead },
  ]);
  await recomputePoints(db);
}
