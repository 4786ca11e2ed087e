import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencies } from '../../db/schema/index';
import { listAudit } from '../audit/audit.queries';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin, loginAgency } from '../../test/fixtures';
import { insertAppointments } from './appointments.fixtures';

let t: TestContext;
let adminToken = '';
let agencyToken = '';
let agencyId = '';
let contrattoId = '';
let fattoId = '';
const url = (flag: string) => `/v2/${t.config.productSlug}/appuntamenti/admin_${flag}`;
const toggle = (flag: string, payload: unknown, token = adminToken) =>
  t.app.inject({
    method: 'POST',
    url: url(flag),
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });
const pointsOf = async (id: string) =>
  (await t.app.db.select({ p: agencies.points }).from(agencies).where(eq(agencies.id, id)))[0]!.p;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.app.db, { name: 'Chiara', surname: 'Ferri' });
  adminToken = (await loginAdmin(t.app, admin.email)).accessToken;
  const agency = await insertAgency(t.app.db);
  agencyId = agency.id;
  agencyToken = await loginAgency(t.app, agency.email);
  const rows = await insertAppointments(t.app.db, agency.id, [
    { state: 'Contratto' },
    { state: 'Fatto Appuntamento' },
  ]);
  contrattoId = rows[0]!.id;
  fattoId = rows[1]!.id;
});
afterAll(async () => {
  await t.close();
});

describe('admin_payed, admin_wc, admin_contratto', () => {
  it('contratto on a Contratto: saved, audited with the admin, 101 points at once', async () => {
    const res = await toggle('contratto', { id: contrattoId, p: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: contrattoId,
      contratto: true,
      payed: false,
      wc: false,
    });
    expect(await pointsOf(agencyId)).toBe(101);
    const trail = await listAudit(t.app.db, 'appointment', contrattoId);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'update',
      adminName: 'Chiara',
      changes: [{ field: 'contratto', old: false, new: true }],
    });
  });

  it('wc on a Fatto Appuntamento adds 1 point; off again removes it', async () => {
    expect((await toggle('wc', { id: fattoId, p: true })).json().wc).toBe(true);
    expect(await pointsOf(agencyId)).toBe(102);
    expect((await toggle('wc', { id: fattoId, p: false })).json().wc).toBe(false);
    expect(await pointsOf(agencyId)).toBe(101);
    expect(await listAudit(t.app.db, 'appointment', fattoId)).toHaveLength(2);
  });

  it('payed changes no points; setting the same value again writes no audit record', async () => {
    expect((await toggle('payed', { id: contrattoId, p: true })).json().payed).toBe(true);
    expect((await toggle('payed', { id: contrattoId, p: true })).statusCode).toBe(200);
    expect(await pointsOf(agencyId)).toBe(101);
    const payedChanges = (await listAudit(t.app.db, 'appointment', contrattoId)).filter((e) =>
      e.changes.some((c) => c.field === 'payed'),
    );
    expect(payedChanges).toHaveLength(1);
  });

  it('refuses a non-boolean p, a bad id, an unknown appointment', async () => {
    const notBool = await toggle('wc', { id: fattoId, p: 'true' });
    expect(notBool.statusCode).toBe(400);
    expect(notBool.json().details.p).toBe('Valore non valido: atteso vero o falso');
    expect((await toggle('wc', { id: 'x', p: true })).statusCode).toBe(400);
    const missing = await toggle('wc', { id: '00000000-0000-4000-8000-000000000000', p: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Appuntamento non trovato.');
  });

  it('is for admins only: an agency and a visitor get 401', async () => {
    for (const flag of ['payed', 'wc', 'contratto']) {
      expect((await toggle(flag, { id: fattoId, p: true }, agencyToken)).statusCode).toBe(401);
      const visitor = await t.app.inject({
        method: 'POST',
        url: url(flag),
        payload: { id: fattoId, p: true },
      });
      expect(visitor.statusCode).toBe(401);
    }
    expect(await pointsOf(agencyId)).toBe(101);
  });
});
