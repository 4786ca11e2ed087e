import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { admins, agencies, referrers } from '../db/schema/index';
import type { NewAgencyRow } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { totpCode } from '../modules/auth/second-factor';

export const PASSWORD = 'Corretta-Password-2026';
/** The second factor of the admins `insertAdmin` makes (unless given `totpSecret: null`). */
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
let hashCache: Promise<string> | undefined;
const passwordHash = () => (hashCache ??= hashPassword(PASSWORD));
const uniq = () => randomBytes(4).toString('hex');

export async function insertReferrer(db: Db, values: Partial<typeof referrers.$inferInsert> = {}) {
  const u = uniq();
  const [row] = await db
    .insert(referrers)
    .values({
      codice: `T-${u}`,
      nome: 'Giulia',
      cognome: 'Conti',
      email: `ref-${u}@example.it`,
      ...values,
    })
    .returning();
  return row!;
}

export async function insertAgency(db: Db, values: Partial<NewAgencyRow> = {}) {
  const u = uniq();
  const [row] = await db
    .insert(agencies)
    .values({
      nome: `Agenzia ${u}`,
      email: `agenzia-${u}@example.it`,
      passwordHash: await passwordHash(),
      state: 'CONFERMATO',
      slug: `agenzia-${u}`,
      ...values,
    })
    .returning();
  return row!;
}

export async function insertAdmin(db: Db, values: Partial<typeof admins.$inferInsert> = {}) {
  const u = uniq();
  const [row] = await db
    .insert(admins)
    .values({
      name: 'Mario',
      surname: 'Bianchi',
      email: `admin-${u}@example.it`,
      passwordHash: await passwordHash(),
      totpSecret: TOTP_SECRET,
      ...values,
    })
    .returning();
  return row!;
}

export async function loginAgency(app: FastifyInstance, email: string, password = PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: `/v2/${app.config.productSlug}/user/user_login`,
    payload: { email, password },
  });
  if (res.statusCode !== 200)
    throw new Error(`login agenzia fallito: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** The code of the admins' test secret at the app's clock. */
export const adminCode = (app: FastifyInstance, secret = TOTP_SECRET) =>
  totpCode(secret, app.clock.now());

/**
 * Forgets the last code the admin spent (a code is good once, decision 039), so that a test
 * may sign the same admin in again without moving its clock to the next 30 s step.
 */
export async function forgetSpentCode(app: FastifyInstance, email: string) {
  await app.db.update(admins).set({ totpLastStep: null }).where(eq(admins.email, email));
}

/** The password step of an admin's login: its answer (the step token, any enrolment offer). */
export async function adminPasswordStep(app: FastifyInstance, email: string, password = PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/v2/admin/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login admin fallito: ${res.statusCode} ${res.body}`);
  return res.json<{ mfaToken: string; enrol: { secret: string } | null }>();
}

/**
 * Signs an enrolled admin in with both factors (password, then the code of `TOTP_SECRET`)
 * and, unless `reauth: false`, confirms the identity, so dangerous actions go through.
 */
export async function loginAdmin(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  options: { reauth?: boolean; secret?: string } = {},
) {
  const step = await adminPasswordStep(app, email, password);
  await forgetSpentCode(app, email);
  const res = await app.inject({
    method: 'POST',
    url: '/v2/admin/login/verify',
    payload: { mfaToken: step.mfaToken, code: adminCode(app, options.secret) },
  });
  if (res.statusCode !== 200)
    throw new Error(`codice admin rifiutato: ${res.statusCode} ${res.body}`);
  const tokens = res.json<{ accessToken: string; refreshToken: string }>();
  if (options.reauth !== false) {
    const re = await app.inject({
      method: 'POST',
      url: '/v2/admin/reauth',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
      payload: { password },
    });
    if (re.statusCode !== 200)
      throw new Error(`conferma admin fallita: ${re.statusCode} ${re.body}`);
  }
  return tokens;
}
