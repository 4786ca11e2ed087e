// Fixed rows for the lead-notes journey (e2e/lead-notes.spec.ts): a referrer linking an
// internal agent to an agency with two open leads the agent recorded, one past its first
// step (Consulenza svolta) and one with no step yet.
import type { Db } from '../../apps/api/src/db/client';
import {
  agencies,
  appointments,
  leadMilestones,
  referrers,
} from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';

export const NOTES_PASSWORD = 'Note-Journey-Password-2026';
export const NOTES_E2E = {
  agent: { nome: 'Nadia Agente Note', email: 'agente@note.e2e.example.it' },
  agency: { nome: 'Agenzia Note Dialogo', email: 'dialogo@note.e2e.example.it' },
  client: { name: 'Ornella', surname: 'Scrivano' },
  other: { name: 'Pietro', surname: 'Attesa' },
} as const;

export default async function seedNotes(db: Db): Promise<void> {
  const passwordHash = await hashPassword(NOTES_PASSWORD);
  const [ref] = await db
    .insert(referrers)
    .values({ codice: 'NOTE-E2E', nome: 'Lia', cognome: 'Note', email: 'lia@note.e2e.example.it' })
    .returning({ id: referrers.id });
  const base = {
    passwordHash,
    state: 'CONFERMATO' as const,
    provenienza: 'e2e-note',
    referenteId: ref!.id,
  };
  const rows = await db
    .insert(agencies)
    .values([
      { ...base, ...NOTES_E2E.agent, slug: 'agente-note-e2e', agenteInterno: true },
      { ...base, ...NOTES_E2E.agency, slug: 'dialogo-note-e2e' },
    ])
    .returning({ id: agencies.id, email: agencies.email });
  const idOf = (email: string) => rows.find((r) => r.email === email)!.id;
  const lead = (client: { name: string; surname: string }) => ({
    agencyId: idOf(NOTES_E2E.agency.email),
    agentId: idOf(NOTES_E2E.agent.email),
    state: 'Fatto Appuntamento' as const,
    ...client,
    email: `${client.surname.toLowerCase()}@note.e2e.example.it`,
    cellulare: '+39 333 5551111',
    dataFattoAppuntamento: new Date(Date.UTC(2026, 9, 20, 9, 0)),
    createdAt: new Date(Date.UTC(2026, 9, 15, 9, 0)),
  });
  const [first] = await db
    .insert(appointments)
    .values([lead(NOTES_E2E.client), lead(NOTES_E2E.other)])
    .returning({ id: appointments.id });
  await db
    .insert(leadMilestones)
    .values({ appointmentId: first!.id, step: 'consulenza', day: '2026-10-25' });
}
