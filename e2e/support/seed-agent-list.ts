// Fixed rows for the internal agent's appointment list (e2e/reserved-agent-list.spec.ts):
// a referrer with an internal agent and three linked agencies holding 45 appointments,
// enough for three pages, in every state, and one client to find by name or phone.
import type { Db } from '../../apps/api/src/db/client';
import { agencies, appointments, referrers } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { APPOINTMENT_STATES } from '../../packages/shared/src/domain/states';

export const AGENT_LIST_PASSWORD = 'Agent-List-Journey-2026';

const account = (key: string, nome: string) => ({
  nome,
  email: `${key}@agent-list.e2e.example.it`,
  slug: `${key}-agent-list-e2e`,
});

export const AGENT_LIST = {
  agent: account('agente', 'Sara Moretti Agente'),
  lake: account('lago', 'Agenzia Lago Azzurro'),
  hill: account('collina', 'Immobiliare Collina Verde'),
  sea: account('mare', 'Case sul Mare'),
  /** The one client the search must find, in Case sul Mare. */
  client: { name: 'Ottavio', surname: 'Quintavalle', cellulare: '+39 347 555 1212' },
  /** Appointments per agency besides the client above. */
  perAgency: 15,
} as const;

export default async function seedAgentList(db: Db): Promise<void> {
  const passwordHash = await hashPassword(AGENT_LIST_PASSWORD);
  const [ref] = await db
    .insert(referrers)
    .values({
      codice: 'AGL-E2E-01',
      nome: 'Elena',
      cognome: 'Riva',
      email: 'elena.riva@agent-list.e2e.example.it',
    })
    .returning({ id: referrers.id });
  const base = { passwordHash, state: 'CONFERMATO' as const, referenteId: ref!.id };
  const rows = await db
    .insert(agencies)
    .values([
      { ...base, ...AGENT_LIST.agent, agenteInterno: true },
      { ...base, ...AGENT_LIST.lake },
      { ...base, ...AGENT_LIST.hill },
      { ...base, ...AGENT_LIST.sea },
    ])
    .returning({ id: agencies.id, email: agencies.email });
  const idOf = (a: { email: string }) => rows.find((r) => r.email === a.email)!.id;
  const linked = [AGENT_LIST.lake, AGENT_LIST.hill, AGENT_LIST.sea].map(idOf);
  const minute = 60 * 1000;
  const start = Date.UTC(2026, 9, 1, 9);
  const rowsToInsert = linked.flatMap((agencyId, a) =>
    Array.from({ length: AGENT_LIST.perAgency }, (_, j) => {
      const i = a * AGENT_LIST.perAgency + j;
      return {
        agencyId,
        name: `Cliente${i}`,
        surname: 'Elenco',
        email: `cliente${i}@cliente.agent-list.e2e.example.it`,
        cellulare: '+39 333 000 0000',
        state: APPOINTMENT_STATES[i % APPOINTMENT_STATES.length]!,
        createdAt: new Date(start + i * minute),
      };
    }),
  );
  rowsToInsert.push({
    agencyId: linked[2]!,
    ...AGENT_LIST.client,
    email: 'ottavio.quintavalle@cliente.agent-list.e2e.example.it',
    state: 'Inserito',
    createdAt: new Date(start + 100 * minute),
  });
  await db.insert(appointments).values(rowsToInsert);
}
