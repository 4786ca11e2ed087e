// Fixed rows for the "hub tells the truth" journeys (e2e/reserved-hub-truth.spec.ts): an
// internal agent with two linked agencies holding leads of this month and of last year,
// and none of its own (an agent records leads for its agencies, never for itself).
import type { Db } from '../../apps/api/src/db/client';
import { agencies, appointments, referrers } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';

export const TRUTH_PASSWORD = 'Hub-Truth-Journey-2026';

const account = (key: string, nome: string) => ({
  nome,
  email: `${key}@hub-truth.e2e.example.it`,
  slug: `${key}-hub-truth-e2e`,
});

export const TRUTH = {
  agent: account('agente', 'Marta Bellini Agente'),
  first: account('prima', 'Immobiliare Verità Prima'),
  second: account('seconda', 'Case Verità Seconda'),
  /** This month's leads of the linked agencies, by state (one more lead is of last year). */
  thisMonth: { Inserito: 3, 'Fatto Appuntamento': 1, Contratto: 0, Annullata: 0 },
  latestClient: 'Ultima Clientevera',
} as const;

export default async function seedTruth(db: Db): Promise<void> {
  const passwordHash = await hashPassword(TRUTH_PASSWORD);
  const [ref] = await db
    .insert(referrers)
    .values({
      codice: 'HUBT-E2E-01',
      nome: 'Paolo',
      cognome: 'Vero',
      email: 'paolo@hub-truth.e2e.example.it',
    })
    .returning({ id: referrers.id });
  const base = { passwordHash, state: 'CONFERMATO' as const, referenteId: ref!.id };
  const rows = await db
    .insert(agencies)
    .values([
      { ...base, ...TRUTH.agent, agenteInterno: true },
      { ...base, ...TRUTH.first },
      { ...base, ...TRUTH.second },
    ])
    .returning({ id: agencies.id, email: agencies.email });
  const idOf = (a: { email: string }) => rows.find((r) => r.email === a.email)!.id;
  const agentId = idOf(TRUTH.agent);
  const now = Date.now();
  const lead = (
    agencyId: string,
    i: number,
    state: 'Inserito' | 'Fatto Appuntamento',
    at: number,
  ) => ({
    agencyId,
    agentId,
    name: `Cliente${i}`,
    surname: 'Verità',
    email: `cliente${i}@cliente.hub-truth.e2e.example.it`,
    cellulare: '+39 333 000 1111',
    state,
    createdAt: new Date(at),
  });
  const first = idOf(TRUTH.first);
  const second = idOf(TRUTH.second);
  await db.insert(appointments).values([
    lead(first, 1, 'Inserito', now - 60_000),
    lead(second, 2, 'Fatto Appuntamento', now - 50_000),
    lead(first, 3, 'Inserito', now - 40_000),
    // Last year: in the list, not in this month's counts.
    lead(second, 4, 'Inserito', Date.UTC(2025, 5, 1, 9)),
    { ...lead(second, 5, 'Inserito', now - 30_000), name: 'Ultima', surname: 'Clientevera' },
  ]);
}
