// Fixed rows for the admin journeys (e2e/admin-*.spec.ts): a confirmed agency to search
// for, a pending one to confirm, one whose password is reset, an internal agent, a FIMAA
// agency, one with a formula-like name (the CSV must neutralise it) and a referrer. Other
// seed-*.ts files add agencies too: the hub journey compares with the whole database.
import { hashPassword } from '../../apps/api/src/lib/passwords';
import type { Db } from '../../apps/api/src/db/client';
import { agencies, referrers } from '../../apps/api/src/db/schema/index';

export const ADMIN_E2E_PASSWORD = 'Admin-Journey-Password-2026';

export const ADMIN_E2E = {
  rossi: {
    nome: 'Immobiliare Rossi Adm',
    email: 'rossi-adm-e2e@example.it',
    slug: 'rossi-adm-e2e',
  },
  pending: {
    nome: 'Casa In Attesa Adm',
    email: 'attesa-adm-e2e@example.it',
    slug: 'attesa-adm-e2e',
  },
  reset: { nome: 'Studio Reset Adm', email: 'reset-adm-e2e@example.it', slug: 'reset-adm-e2e' },
  agent: { nome: 'Agente Interno Adm', email: 'agente-adm-e2e@example.it', slug: 'agente-adm-e2e' },
  fimaa: { nome: 'Fimaa Associata Adm', email: 'fimaa-adm-e2e@example.it', slug: 'fimaa-adm-e2e' },
  formula: {
    nome: '=SOMMA(1;2) Adm',
    email: 'formula-adm-e2e@example.it',
    slug: 'formula-adm-e2e',
  },
} as const;

export const ADMIN_E2E_REFERRER = {
  codice: 'ADM-E2E-01',
  nome: 'Giorgia',
  cognome: 'Adami',
  email: 'giorgia.adami-e2e@example.it',
};

export default async function seedAdmin(db: Db): Promise<void> {
  const passwordHash = await hashPassword(ADMIN_E2E_PASSWORD);
  const [ref] = await db
    .insert(referrers)
    .values(ADMIN_E2E_REFERRER)
    .returning({ id: referrers.id });
  const base = { passwordHash, provenienza: 'e2e-admin', state: 'CONFERMATO' as const };
  await db.insert(agencies).values([
    {
      ...base,
      ...ADMIN_E2E.rossi,
      ragioneSociale: 'Rossi Immobili S.r.l.',
      comune: 'Roma',
      provincia: 'RM',
      referenteId: ref!.id,
    },
    { ...base, ...ADMIN_E2E.pending, state: 'DA CONFERMARE', comune: 'Milano', provincia: 'MI' },
    { ...base, ...ADMIN_E2E.reset, comune: 'Napoli', provincia: 'NA' },
    { ...base, ...ADMIN_E2E.agent, agenteInterno: true, referenteId: ref!.id },
    { ...base, ...ADMIN_E2E.fimaa, fimaaRegister: true, state: 'DA CONFERMARE' },
    { ...base, ...ADMIN_E2E.formula },
  ]);
}
