// Rows and sessions the cross-cutting suites start from: one agency, one internal agent
// linked to the same referrer, one admin; a valid token for each role.
import type { FastifyInstance } from 'fastify';
import {
  adminCode,
  forgetSpentCode,
  adminPasswordStep,
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAdmin,
  loginAgency,
} from '../test/fixtures';
import type { Role, RouteCase } from './route-table';

export interface Seed {
  ids: { agency: string; agent: string; admin: string; referrer: string };
  emails: { agency: string; agent: string; admin: string };
  slugs: { agency: string };
  tokens: Record<Role, string | undefined>;
  /** Sign-in step tokens of the admin (code step) and of an admin who enrolled with it. */
  mfa: { verify: string; enrolled: string; code: string };
}

export async function seedRoles(app: FastifyInstance): Promise<Seed> {
  const referrer = await insertReferrer(app.db);
  const agency = await insertAgency(app.db, { referenteId: referrer.id });
  const agent = await insertAgency(app.db, { referenteId: referrer.id, agenteInterno: true });
  const admin = await insertAdmin(app.db);
  const late = await insertAdmin(app.db, { totpSecret: null });
  const offer = await adminPasswordStep(app, late.email);
  const enrolled = await app.inject({
    method: 'POST',
    url: '/v2/admin/login/enrol',
    payload: { mfaToken: offer.mfaToken, code: adminCode(app, offer.enrol!.secret) },
  });
  if (enrolled.statusCode !== 200) throw new Error(`iscrizione non riuscita: ${enrolled.body}`);
  return {
    mfa: {
      verify: (await adminPasswordStep(app, admin.email)).mfaToken,
      enrolled: offer.mfaToken,
      code: adminCode(app),
    },
    ids: { agency: agency.id, agent: agent.id, admin: admin.id, referrer: referrer.id },
    emails: { agency: agency.email, agent: agent.email, admin: admin.email },
    slugs: { agency: agency.slug },
    tokens: {
      visitor: undefined,
      agency: await loginAgency(app, agency.email),
      agent: await loginAgency(app, agent.email),
      admin: (await loginAdmin(app, admin.email)).accessToken,
    },
  };
}

/**
 * The credential headers a role sends to a route: its access token, or for logout a fresh
 * session (so the shared one survives), or for the admin refresh a fresh refresh token.
 */
export async function authHeaders(
  app: FastifyInstance,
  s: Seed,
  route: RouteCase,
  role: Role,
): Promise<Record<string, string>> {
  // Every row sends the seed's one code again: the admin's last spent code is forgotten.
  if (route.pattern === '/v2/admin/login/verify') await forgetSpentCode(app, s.emails.admin);
  if (role === 'visitor') return {};
  if (route.auth === 'refresh') {
    if (role !== 'admin') return { 'x-refresh': `Bearer ${s.tokens[role]!}` };
    return { 'x-refresh': `Bearer ${(await loginAdmin(app, s.emails.admin)).refreshToken}` };
  }
  if (route.auth === 'fresh') {
    const token =
      role === 'admin'
        ? (await loginAdmin(app, s.emails.admin)).accessToken
        : await loginAgency(app, s.emails[role]);
    return { authorization: `Bearer ${token}` };
  }
  return { authorization: `Bearer ${s.tokens[role]!}` };
}
