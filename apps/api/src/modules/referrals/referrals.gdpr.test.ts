import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Referral } from '@portal/shared';
import { auditLog, referrals } from '../../db/schema/index';
import { insertAdmin, insertAgency, loginAdmin, loginAgency } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { housekeep } from '../outbox/housekeeping';

// GDPR (decisions.md "Personal data", decision 055): the agency's referrals are in its
// subject-access export (JSON and HTML), go with its erasure, and their client data are
// pseudonymised after the leads' retention.
let t: TestContext;
let adminToken = '';
const p = () => `/v2/${t.app.config.productSlug}`;
const MONTH = 31 * 24 * 60 * 60 * 1000;
const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.app.db);
  adminToken = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function agencyWithReferral() {
  n += 1;
  const agency = await insertAgency(t.app.db);
  const token = await loginAgency(t.app, agency.email);
  const res = await as(token, 'POST', `${p()}/segnalazioni/user_create`, {
    nome: 'Ottavia',
    cognome: 'Marrone',
    telefono: `349 555 ${String(1000 + n)}`,
    email: `ottavia.${n}@example.it`,
    immobile: 'Villetta a Monza',
    consenso: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { agency, token, referral: res.json<Referral>() };
}

describe('referrals and personal data', () => {
  it('the export holds the referrals, in the JSON and on the page', async () => {
    const { token, referral } = await agencyWithReferral();
    const json = await as(token, 'GET', `${p()}/user/user_exportData`);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().segnalazioni).toEqual([referral]);
    const html = await as(token, 'GET', `${p()}/user/user_exportDataHtml`);
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Clienti segnalati');
    expect(html.body).toContain('Villetta a Monza');
    expect(html.body).toContain(referral.email);
  });

  it('the agency’s erasure removes its referrals and the client data in their trail', async () => {
    const { agency, token, referral } = await agencyWithReferral();
    expect((await as(token, 'POST', `${p()}/user/user_requestErasure`)).statusCode).toBe(200);
    const erased = await as(adminToken, 'POST', `${p()}/user/admin_erase`, { id: agency.id });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(
      await t.app.db.select().from(referrals).where(eq(referrals.agencyId, agency.id)),
    ).toEqual([]);
    const trail = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, referral._id));
    expect(JSON.stringify(trail)).not.toContain(referral.email);
  });

  it('after the retention the client data are pseudonymised; state and dates stay', async () => {
    const { referral } = await agencyWithReferral();
    await t.app.db
      .update(referrals)
      .set({ updatedAt: new Date(t.clock.now() - 25 * MONTH) })
      .where(eq(referrals.id, referral._id));
    await housekeep(t.app.deps);
    const [row] = await t.app.db.select().from(referrals).where(eq(referrals.id, referral._id));
    expect(row).toMatchObject({
      state: 'nuova',
      name: 'Cliente',
      surname: 'cancellato',
      phone: '',
      property: '',
      emailKey: '',
      phoneKey: '',
    });
    expect(row!.email).not.toContain('ottavia');
    expect(row!.clientErasedAt).not.toBeNull();
  });
});
