// Fixed rows for the appointments-desk journey (e2e/admin-appointments.spec.ts): an agency
// with 30 appointments (two pages of the desk: 25 + 5), one of them with a formula-like
// client name and a description holding quotes; another agency and an internal agent, so
// the agency filter has something to leave out. Names and e-mails are unique to it.
import type { Db } from '../../apps/api/src/db/client';
import { agencies, appointments } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { recomputePoints } from '../../apps/api/src/modules/appointments/points.queries';

export const DESK_E2E = {
  alfa: { nome: 'Agenzia Desk Alfa', email: 'alfa@desk.e2e.example.it', slug: 'alfa-desk-e2e' },
  beta: { nome: 'Agenzia Desk Beta', email: 'beta@desk.e2e.example.it', slug: 'beta-desk-e2e' },
  agent: { nome: 'Agente Desk Gamma', email: 'gamma@desk.e2e.example.it', slug: 'gamma-desk-e2e' },
} as const;

/** Alfa's appointments, newest first: 'Cliente Desk 30' on 30 April 2026 down to 'Cliente Desk 01'. */
export const DESK_ALFA_COUNT = 30;
export const DESK_FORMULA_CLIENT = '=SOMMA(A1:A3)';

const two = (n: number) => String(n).padStart(2, '0');

export default async function seedDesk(db: Db): Promise<void> {
  const passwordHash = await hashPassword('Desk-Journey-Password-2026');
  const base = { passwordHash, state: 'CONFERMATO' as const, provenienza: 'e2e-desk' };
  const [alfa, beta, agent] = await db
    .insert(agencies)
    .values([
      { ...base, ...DESK_E2E.alfa },
      { ...base, ...DESK_E2E.beta },
      { ...base, ...DESK_E2E.agent, agenteInterno: true },
    ])
    .returning({ id: agencies.id });
  await db.insert(appointments).values([
    ...Array.from({ length: DESK_ALFA_COUNT }, (_, i) => {
      const n = i + 1;
      return {
        agencyId: alfa!.id,
        agentId: n % 3 === 0 ? agent!.id : null,
        state: n % 5 === 0 ? ('Fatto Appuntamento' as const) : ('Inserito' as const),
        name: n === 7 ? DESK_FORMULA_CLIENT : 'Cliente',
        surname: `Desk ${two(n)}`,
        email: `cliente${two(n)}@desk.e2e.example.it`,
        cellulare: `+39 333 00000${two(n)}`,
        description: n === 7 ? 'Preferisce "mattina"; richiamare' : '',
        createdAt: new Date(Date.UTC(2026, 3, n, 8, 30)),
        ...(n % 5 === 0
          ? { dataFattoAppuntamento: new Date(Date.UTC(2026, 4, n % 28, 15, 0)) }
          : {}),
      };
    }),
    ...[1, 2, 3].map((n) => ({
      agencyId: beta!.id,
      state: 'Inserito' as const,
      name: 'Altro',
      surname: `Cliente Beta ${n}`,
      email: `beta${n}@desk.e2e.example.it`,
      cellulare: '+39 333 1112223',
      createdAt: new Date(Date.UTC(2026, 3, 10 + n, 9, 0)),
    })),
  ]);
  await recomputePoints(db);
}
