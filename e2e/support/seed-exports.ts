// Fixed rows for the export-link journey (e2e/admin-exports.spec.ts, decision 060): one
// agency with a few thousand leads just entered (no points, so the contest's ranking is
// unchanged). Names and e-mails are unique to it.
import type { Db } from '../../apps/api/src/db/client';
import { agencies, appointments } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';

export const EXPORTS_E2E = {
  agency: {
    nome: 'Agenzia Esporta Epsilon',
    email: 'epsilon@exports.e2e.example.it',
    slug: 'epsilon-exports-e2e',
  },
} as const;
export const EXPORTS_ROWS = 3_000;

export default async function seedExports(db: Db): Promise<void> {
  const passwordHash = await hashPassword('Exports-Journey-Password-2026');
  const [agency] = await db
    .insert(agencies)
    .values({
      ...EXPORTS_E2E.agency,
      passwordHash,
      state: 'CONFERMATO' as const,
      provenienza: 'e2e-exports',
    })
    .returning({ id: agencies.id });
  const rows = Array.from({ length: EXPORTS_ROWS }, (_, i) => ({
    agencyId: agency!.id,
    state: 'Inserito' as const,
    name: 'Cliente',
    surname: `Epsilon ${String(i + 1).padStart(4, '0')}`,
    email: `cliente${i + 1}@exports.e2e.example.it`,
    cellulare: `+39 333 2${String(i + 1).padStart(6, '0')}`,
    description: i % 10 === 0 ? 'Prima riga\nseconda riga; "citata"' : '',
    createdAt: new Date(Date.UTC(2025, 0, 1, 9, 0) + i * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(appointments).values(rows.slice(i, i + 500));
  }
}
