// Fixed rows for the desk's bulk-action journey (e2e/admin-bulk.spec.ts): an agency with
// 30 contracts not yet paid (two pages of the desk: 25 + 5) and 4 leads just entered, which
// the state filter leaves out and the bulk action must not touch. No points (contratto
// false), so the contest journeys' ranking is unchanged. Names and e-mails are unique to it.
import type { Db } from '../../apps/api/src/db/client';
import { agencies, appointments } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';

export const BULK_E2E = {
  agency: {
    nome: 'Agenzia Blocco Delta',
    email: 'delta@bulk.e2e.example.it',
    slug: 'delta-bulk-e2e',
  },
} as const;
export const BULK_CONTRACTS = 30;
export const BULK_ENTERED = 4;

const two = (n: number) => String(n).padStart(2, '0');

export default async function seedBulk(db: Db): Promise<void> {
  const passwordHash = await hashPassword('Bulk-Journey-Password-2026');
  const [agency] = await db
    .insert(agencies)
    .values({
      ...BULK_E2E.agency,
      passwordHash,
      state: 'CONFERMATO' as const,
      provenienza: 'e2e-bulk',
    })
    .returning({ id: agencies.id });
  const lead = (n: number, state: 'Contratto' | 'Inserito') => ({
    agencyId: agency!.id,
    state,
    name: state === 'Contratto' ? 'Contratto' : 'Nuovo',
    surname: `Blocco ${two(n)}`,
    email: `cliente${two(n)}@bulk.e2e.example.it`,
    cellulare: `+39 333 10000${two(n)}`,
    createdAt: new Date(Date.UTC(2026, 2, n, 9, 0)),
  });
  await db
    .insert(appointments)
    .values([
      ...Array.from({ length: BULK_CONTRACTS }, (_, i) => lead(i + 1, 'Contratto')),
      ...Array.from({ length: BULK_ENTERED }, (_, i) => lead(BULK_CONTRACTS + i + 1, 'Inserito')),
    ]);
}
