import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { admins, agencies, referrers } from '../db/schema/index';
import type { NewAgencyRow } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';

export const PASSWORD = 'Corretta-Password-2026';
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

export async function loginAdmin(app: FastifyInstance, email: string, password = PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/v2/admin/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login admin fallito: ${res.statusCode} ${res.body}`);
  return res.json<{ accessToken: string; refreshToken: string }>();
}
