// Fixed rows for the lead-milestones journey (e2e/lead-milestones.spec.ts): a referrer
// linking an internal agent to two agencies, each with one lead at Fatto Appuntamento that
// the agent recorded; the second agency has «Avanzamento della pratica» switched off.
import type { Db } from '../../apps/api/src/db/client';
import {
  agencies,
  agencyMailPrefs,
  appointments,
  referrers,
} from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';

export const STEPS_PASSWORD = 'Passi-Journey-Password-2026';
export const STEPS_E2E = {
  agent: { nome: 'Sandro Agente Passi', email: 'agente@passi.e2e.example.it' },
  told: { nome: 'Agenzia Passi Informata', email: 'informata@passi.e2e.example.it' },
  quiet: { nome: 'Agenzia Passi Silenziosa', email: 'silenziosa@passi.e2e.example.it' },
  toldClient: { name: 'Teresa', surname: 'Passolungo' },
  quietClient: { name: 'Ugo', surname: 'Tacito' },
} as const;

export default async function seedMilestones(db: Db): Promise<void> {
  const passwordHash = await hashPassword(STEPS_PASSWORD);
  const [ref] = await db
    .insert(referrers)
    .values({
      codice: 'PASSI-E2E',
      nome: 'Rita',
      cognome: 'Passi',
      email: 'rita@passi.e2e.example.it',
    })
    .returning({ id: referrers.id });
  const base = {
    passwordHash,
    state: 'CONFERMATO' as const,
    provenienza: 'e2e-passi',
    referenteId: ref!.id,
  };
  const rows = await db
    .insert(agencies)
    .values([
      { ...base, ...STEPS_E2E.agent, slug: 'agente-passi-e2e', agenteInterno: true },
      { ...base, ...STEPS_E2E.told, slug: 'informata-passi-e2e' },
      { ...base, ...STEPS_E2E.quiet, slug: 'silenziosa-passi-e2e' },
    ])
    .returning({ id: agencies.id, email: agencies.email });
  const idOf = (email: string) => rows.find((r) => r.email === email)!.id;
  const agentId = idOf(STEPS_E2E.agent.email);
  const lead = (agencyId: string, client: { name: string; surname: string }) => ({
    agencyId,
    agentId,
    state: 'Fatto Appuntamento' as const,
    ...client,
    email: `${client.surname.toLowerCase()}@passi.e2e.example.it`,
    cellulare: '+39 333 5550000',
    dataFattoAppuntamento: new Date(Date.UTC(2026, 9, 20, 9, 0)),
    createdAt: new Date(Date.UTC(2026, 9, 15, 9, 0)),
  });
  await db
    .insert(appointments)
    .values([
      lead(idOf(STEPS_E2E.told.email), STEPS_E2E.toldClient),
      lead(idOf(STEPS_E2E.quiet.email), STEPS_E2E.quietClient),
    ]);
  await db
    .insert(agencyMailPrefs)
    .values({ agencyId: idOf(STEPS_E2E.quiet.email), kind: 'lead_milestone', enabled: false });
}
