// Fixed rows for the journeys of lost networks, mailed links and small details
// (e2e/shell-network.spec.ts, e2e/public-links.spec.ts, e2e/shell-details.spec.ts): a
// confirmed agency that signs in, with an appointment whose client has a long e-mail
// address; three pending agencies, two with a verification link; an agency with a used, an
// expired and a working reset link. The tokens are known here; the database keeps only
// their hashes, as the server does.
import type { Db } from '../../apps/api/src/db/client';
import { agencies, appointments, oneTimeTokens } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { hashOpaqueToken } from '../../apps/api/src/lib/tokens';

export const LINKS_PASSWORD = 'Links-Journey-Password-2026';

const account = (key: string, nome: string) => ({
  nome,
  email: `${key}@links.e2e.example.it`,
  slug: `${key}-links-e2e`,
});

export const LINKS = {
  traveller: account('treno', 'Immobiliare In Treno'),
  offlineVerify: account('verifica-offline', 'Agenzia Senza Rete'),
  reusedVerify: account('verifica-doppia', 'Agenzia Link Doppio'),
  resetter: account('reset-link', 'Agenzia Del Reset'),
  pending: account('in-attesa', 'Agenzia In Attesa Di Conferma'),
} as const;

/** Each part fits a narrow column; the address as a whole does not. */
export const LONG_EMAIL_CLIENT = {
  name: 'Giovanna',
  surname: 'Lungaposta',
  email: 'segreteria.clienti@agenziaimmobiliare.example.it',
};

/** 43 characters, like the server's tokens (32 random bytes in base64url). */
const token = (name: string) => `e2e-${name}-`.padEnd(43, '0');

export const LINK_TOKENS = {
  verifyOffline: token('verify-offline'),
  verifyReused: token('verify-reused'),
  resetUsed: token('reset-used'),
  resetExpired: token('reset-expired'),
  resetWorking: token('reset-working'),
} as const;

export default async function seedLinks(db: Db): Promise<void> {
  const passwordHash = await hashPassword(LINKS_PASSWORD);
  const base = { passwordHash, provenienza: 'e2e-links' };
  const rows = await db
    .insert(agencies)
    .values([
      { ...base, ...LINKS.traveller, state: 'CONFERMATO' as const },
      { ...base, ...LINKS.offlineVerify, state: 'DA CONFERMARE' as const },
      { ...base, ...LINKS.reusedVerify, state: 'DA CONFERMARE' as const },
      { ...base, ...LINKS.resetter, state: 'CONFERMATO' as const },
      { ...base, ...LINKS.pending, state: 'DA CONFERMARE' as const },
    ])
    .returning({ id: agencies.id, email: agencies.email });
  const idOf = (a: { email: string }) => rows.find((r) => r.email === a.email)!.id;
  const hour = 60 * 60 * 1000;
  const now = Date.now();
  const link = (
    kind: 'verify' | 'reset',
    agency: { email: string },
    value: string,
    expiresIn: number,
    usedAt: Date | null = null,
  ) => ({
    kind,
    agencyId: idOf(agency),
    tokenHash: hashOpaqueToken(value),
    expiresAt: new Date(now + expiresIn),
    usedAt,
  });
  await db.insert(oneTimeTokens).values([
    link('verify', LINKS.offlineVerify, LINK_TOKENS.verifyOffline, 48 * hour),
    link('verify', LINKS.reusedVerify, LINK_TOKENS.verifyReused, 48 * hour),
    link('reset', LINKS.resetter, LINK_TOKENS.resetUsed, hour, new Date(now - hour / 2)),
    link('reset', LINKS.resetter, LINK_TOKENS.resetExpired, -hour),
    // Valid for a day: the journeys may start well after the seed.
    link('reset', LINKS.resetter, LINK_TOKENS.resetWorking, 24 * hour),
  ]);
  await db.insert(appointments).values({
    ...LONG_EMAIL_CLIENT,
    agencyId: idOf(LINKS.traveller),
    cellulare: '+39 333 111 2222',
  });
}
