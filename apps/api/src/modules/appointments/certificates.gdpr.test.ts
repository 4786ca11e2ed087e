import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadCertificates } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { appointments, auditLog, financingCertificates } from '../../db/schema/index';
import {
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAdmin,
  loginAgency,
} from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { housekeep } from '../outbox/housekeeping';
import { insertAppointments } from './appointments.fixtures';

// Decision 117 and decisions 055, 102–107: a certificate holds the buyer's name and figures.
// It is in the agency's export (the list, not the PDF); the agency's erasure and the lead's
// pseudonymisation clear them, and its verification page then says it is no longer there.
let t: TestContext;
let adminToken = '';
const p = () => `/v2/${t.app.config.productSlug}`;
const MONTH = 31 * 24 * 60 * 60 * 1000;
const as = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'idempotency-key': randomUUID(),
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.app.db);
  adminToken = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

async function leadWithCertificate() {
  const r = await insertReferrer(t.app.db);
  const agency = await insertAgency(t.app.db, { referenteId: r.id });
  const [lead] = await insertAppointments(t.app.db, agency.id, [
    { state: 'Fatto Appuntamento', name: 'Ottavio' },
  ]);
  const res = await as(adminToken, 'POST', `${p()}/appuntamenti/admin_certificate`, {
    id: lead!.id,
    acquirente: 'Ottavio Neri',
    mutuoMassimoCents: 12_000_000,
    prezzoCents: 16_000_000,
    durataAnni: 30,
    consap: 'non_valutata',
  });
  expect(res.statusCode, res.body).toBe(200);
  const cert = res.json<LeadCertificates>().attestati[0]!;
  return { agency, lead: lead!, cert, code: cert.verifica.split('/').pop()! };
}
const check = (code: string) => as(null, 'GET', `${p()}/attestati/verifica/${code}`);

describe('certificates and personal data', () => {
  it('the agency’s export lists them with their figures', async () => {
    const { agency, lead, cert } = await leadWithCertificate();
    const token = await loginAgency(t.app, agency.email);
    const res = await as(token, 'GET', `${p()}/user/user_exportData`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attestatiPratiche).toEqual([{ appuntamento: lead.id, ...cert }]);
    const page = await as(token, 'GET', `${p()}/user/user_exportDataHtml`);
    expect(page.body).toContain('Attestati di finanziabilità');
    expect(page.body).toContain('Ottavio Neri');
  });

  it('the agency’s erasure clears the buyer and the figures; the code says «non disponibile»', async () => {
    const { agency, lead, cert, code } = await leadWithCertificate();
    const revoked = await as(adminToken, 'POST', `${p()}/appuntamenti/admin_certificateRevoke`, {
      certificateId: cert._id,
      motivo: 'Ottavio Neri ha rinunciato',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const token = await loginAgency(t.app, agency.email);
    expect((await as(token, 'POST', `${p()}/user/user_requestErasure`)).statusCode).toBe(200);
    const erased = await as(adminToken, 'POST', `${p()}/user/admin_erase`, { id: agency.id });
    expect(erased.statusCode, erased.body).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(financingCertificates)
      .where(eq(financingCertificates.id, cert._id));
    expect(row).toMatchObject({ buyer: '', maxLoanCents: 0, revokeReason: null });
    expect(row!.erasedAt).not.toBeNull();
    const trail = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, lead.id));
    expect(JSON.stringify(trail)).not.toContain('Ottavio Neri');
    expect((await check(code)).json()).toEqual({ stato: 'non_disponibile', giorno: null });
    const list = await as(adminToken, 'GET', `${p()}/appuntamenti/admin_certificates/${lead.id}`);
    expect(list.json<LeadCertificates>().attestati).toEqual([]);
    const pdf = await as(adminToken, 'GET', `${p()}/appuntamenti/admin_certificatePdf/${cert._id}`);
    expect(pdf.statusCode).toBe(404);
  });

  it('the lead’s pseudonymisation clears them too', async () => {
    const { lead, cert, code } = await leadWithCertificate();
    expect((await check(code)).json().stato).toBe('valido');
    await t.app.db
      .update(appointments)
      .set({ updatedAt: new Date(t.clock.now() - 25 * MONTH) })
      .where(eq(appointments.id, lead.id));
    await housekeep(t.app.deps);
    const [row] = await t.app.db
      .select()
      .from(financingCertificates)
      .where(eq(financingCertificates.id, cert._id));
    expect(row).toMatchObject({ buyer: '', priceCents: 0 });
    expect((await check(code)).json()).toEqual({ stato: 'non_disponibile', giorno: null });
  });
});
