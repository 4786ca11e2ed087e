// Fixed rows for the referrals journeys (e2e/referrals.spec.ts): a referrer linking an
// internal agent to two agencies; the first already passed a client ten days ago, so the
// second agency that passes the same client is told «già segnalato».
import { emailKey, phoneKey } from '@portal/shared';
import type { Db } from '../../apps/api/src/db/client';
import { agencies, referrals, referrers } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';

export const REFERRALS_PASSWORD = 'Segnala-Journey-Password-2026';
export const REFERRALS_E2E = {
  agent: { nome: 'Nora Agente Segnalazioni', email: 'agente@segnala.e2e.example.it' },
  first: { nome: 'Agenzia Prima Segnalante', email: 'prima@segnala.e2e.example.it' },
  second: { nome: 'Agenzia Seconda Segnalante', email: 'seconda@segnala.e2e.example.it' },
  /** The client the first agency passed ten days before the journeys. */
  earlyClient: {
    name: 'Ettore',
    surname: 'Anticipo',
    phone: '+39 333 123 4567',
    email: 'ettore.anticipo@segnala.e2e.example.it',
  },
  earlyAt: new Date(Date.now() - 10 * 86_400_000),
} as const;

export default async function seedReferrals(db: Db): Promise<void> {
  const passwordHash = await hashPassword(REFERRALS_PASSWORD);
  const [ref] = await db
    .insert(referrers)
    .values({
      codice: 'SEGNALA-E2E',
      nome: 'Sara',
      cognome: 'Segnala',
      email: 'sara@segnala.e2e.example.it',
    })
    .returning({ id: referrers.id });
  const base = {
    passwordHash,
    state: 'CONFERMATO' as const,
    provenienza: 'e2e-segnala',
    referenteId: ref!.id,
  };
  const rows = await db
    .insert(agencies)
    .values([
      { ...base, ...REFERRALS_E2E.agent, slug: 'agente-segnala-e2e', agenteInterno: true },
      { ...base, ...REFERRALS_E2E.first, slug: 'prima-segnala-e2e' },
      { ...base, ...REFERRALS_E2E.second, slug: 'seconda-segnala-e2e' },
    ])
    .returning({ id: agencies.id, email: agencies.email });
  const first = rows.find((r) => r.email === REFERRALS_E2E.first.email)!;
  const c = REFERRALS_E2E.earlyClient;
  await db.insert(referrals).values({
    agencyId: first.id,
    name: c.name,
    surname: c.surname,
    phone: c.phone,
    email: c.email,
    consent: true,
    emailKey: emailKey(c.email),
    phoneKey: phoneKey(c.phone),
    createdAt: REFERRALS_E2E.earlyAt,
    updatedAt: REFERRALS_E2E.earlyAt,
  });
}
