// Fixed rows for the hub work-queue journey (e2e/admin-work-queue.spec.ts): an agency
// waiting for confirmation, and an agency with one appointment done but not verified and one
// contract not paid. No points until the journey verifies (then it deletes the appointment,
// so the contest journeys' ranking stays as it was). Names and e-mails are unique to it.
import type { Db } from '../../apps/api/src/db/client';
import { agencies, appointments } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';

export const QUEUE_E2E = {
  pending: {
    nome: 'Agenzia Coda Nuova',
    email: 'nuova@queue.e2e.example.it',
    slug: 'nuova-queue-e2e',
  },
  working: {
    nome: 'Agenzia Coda Lavoro',
    email: 'lavoro@queue.e2e.example.it',
    slug: 'lavoro-queue-e2e',
  },
  done: { name: 'Ottavio', surname: 'Quercioli' },
  contract: { name: 'Olga', surname: 'Pagliarini' },
} as const;

export default async function seedQueue(db: Db): Promise<void> {
  const passwordHash = await hashPassword('Queue-Journey-Password-2026');
  const rows = await db
    .insert(agencies)
    .values([
      {
        ...QUEUE_E2E.pending,
        passwordHash,
        state: 'DA CONFERMARE' as const,
        provenienza: 'e2e-queue',
      },
      {
        ...QUEUE_E2E.working,
        passwordHash,
        state: 'CONFERMATO' as const,
        provenienza: 'e2e-queue',
      },
    ])
    .returning({ id: agencies.id, email: agencies.email });
  const working = rows.find((r) => r.email === QUEUE_E2E.working.email)!;
  await db.insert(appointments).values([
    {
      agencyId: working.id,
      state: 'Fatto Appuntamento' as const,
      ...QUEUE_E2E.done,
      email: 'ottavio@queue.e2e.example.it',
      cellulare: '+39 333 2000001',
    },
    {
      agencyId: working.id,
      state: 'Contratto' as const,
      ...QUEUE_E2E.contract,
      email: 'olga@queue.e2e.example.it',
      cellulare: '+39 333 2000002',
    },
  ]);
}
