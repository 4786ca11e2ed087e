import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAppointmentsPage, Service } from '@portal/shared';
import { createTestApp, type TestContext } from '../test/test-app';
import { insertAdmin, insertAgency, loginAdmin } from '../test/fixtures';
import { insertAppointments } from '../modules/appointments/appointments.fixtures';
import { sendForm, serviceData } from '../modules/services/services-admin.fixtures';
import { eventually } from '../test/eventually';

// Two apps on one database stand for two processes (decision 044): what one keeps in memory
// (the public catalogue, the desk's kept totals) is dropped when the other changes it. On
// PostgreSQL each app has its own pool and its own LISTEN connection, and hears the other's
// NOTIFY; on PGlite both share the one database and its caches.
let a: TestContext;
let b: TestContext;
let token = '';
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ shareDatabaseOf: a });
  token = (await loginAdmin(a.app, (await insertAdmin(a.app.db)).email)).accessToken;
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const catalogue = async (t: TestContext) =>
  (await t.app.inject({ url: `/v2/${t.config.productSlug}/servizi/public_fetchAll` })).json<
    Service[]
  >();

const deskTotal = async (t: TestContext) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v2/${t.config.productSlug}/appuntamenti/admin_fetchAll`,
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminAppointmentsPage>().total;
};

describe('caches that stay true across processes', () => {
  it('a service added through one is in the public catalogue of the other within a second', async () => {
    const before = await catalogue(b); // kept in b's memory from here
    const data = serviceData({ name: 'Mutuo Condiviso' });
    const res = await sendForm(a.app, token, 'admin_add', data);
    expect(res.statusCode, res.body).toBe(200);
    await eventually(1_000, async () =>
      (await catalogue(b)).some((s) => s.name === 'Mutuo Condiviso'),
    );
    expect((await catalogue(b)).length).toBe(before.length + 1);
  });

  it('an appointment deleted through one leaves the kept desk total of the other within a second', async () => {
    const agency = await insertAgency(a.app.db);
    // Older than the settling minute: counted once and kept (appointments-desk.count.queries).
    const old = new Date(Date.now() - 2 * 3_600_000);
    const rows = await insertAppointments(a.app.db, agency.id, [
      { createdAt: old },
      { createdAt: old },
      { createdAt: old },
    ]);
    const total = await deskTotal(b);
    expect(await deskTotal(a)).toBe(total);
    const res = await a.app.inject({
      method: 'POST',
      url: `/v2/${a.config.productSlug}/appuntamenti/admin_delete`,
      headers: { authorization: `Bearer ${token}` },
      payload: { id: rows[0]!.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    await eventually(1_000, async () => (await deskTotal(b)) === total - 1);
    expect(await deskTotal(a)).toBe(total - 1);
  });
});
