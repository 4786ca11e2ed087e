import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '@portal/shared';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAdmin,
  loginAgency,
} from '../../test/fixtures';

// The date range of packages/shared/src/domain/dates.ts is the server's rule too: a date
// outside 1900–2900 is refused with the Italian message on its field, whoever sends it.
let t: TestContext;
let agentToken = '';
let adminToken = '';
let agencyId = '';
let appointmentId = '';
const STORED_DATE = '2026-05-04T08:00:00.000Z';
const url = (call: string) => `/v2/${t.config.productSlug}/appuntamenti/${call}`;

const appointment = (dataFattoAppuntamento: string) => ({
  agenzia: agencyId,
  state: 'Fatto Appuntamento',
  name: 'Laura',
  surname: 'Neri',
  email: 'laura.neri@cliente.example.it',
  cellulare: '+39 333 1234567',
  dataFattoAppuntamento,
});

const post = (call: string, token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: url(call),
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

beforeAll(async () => {
  t = await createTestApp();
  const referrer = await insertReferrer(t.app.db);
  const agent = await insertAgency(t.app.db, { referenteId: referrer.id, agenteInterno: true });
  const agency = await insertAgency(t.app.db, { referenteId: referrer.id });
  agencyId = agency.id;
  agentToken = await loginAgency(t.app, agent.email);
  adminToken = (await loginAdmin(t.app, (await insertAdmin(t.app.db)).email)).accessToken;
  const created = await post('user_create', agentToken, appointment(STORED_DATE));
  if (created.statusCode !== 200) throw new Error(`set-up failed: ${created.body}`);
  appointmentId = created.json<{ _id: string }>()._id;
});
afterAll(async () => {
  await t.close();
});

const expectRefusedOn = (res: Awaited<ReturnType<typeof post>>, field: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json<{ details: Record<string, string> }>().details[field]).toBe(DATE_RANGE_MESSAGE);
};

describe('appointment dates outside 1900–2900', () => {
  it.each(['9999-01-01T10:00:00.000Z', '1899-12-31T10:00:00.000Z'])(
    'are refused on create by an internal agent (%s)',
    async (date) => {
      expectRefusedOn(
        await post('user_create', agentToken, appointment(date)),
        'dataFattoAppuntamento',
      );
    },
  );

  it('are refused on edit by an internal agent, and the stored date is unchanged', async () => {
    const res = await post('user_edit', agentToken, {
      _id: appointmentId,
      ...appointment('2901-03-01T10:00:00.000Z'),
    });
    expectRefusedOn(res, 'dataFattoAppuntamento');
    const one = await t.app.inject({
      method: 'GET',
      url: url(`user_fetchOne/${appointmentId}`),
      headers: { authorization: `Bearer ${agentToken}` },
    });
    expect(one.json<{ dataFattoAppuntamento: string | null }>().dataFattoAppuntamento).toBe(
      STORED_DATE,
    );
  });

  it('are accepted at the edges of the range', async () => {
    const res = await post('user_create', agentToken, appointment('2900-12-31T10:00:00.000Z'));
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each(['from', 'to'])('are refused in the admin desk filter `%s`', async (field) => {
    const page = await post('admin_fetchAll', adminToken, {
      limit: 25,
      skip: 0,
      [field]: '9999-01-01',
    });
    expectRefusedOn(page, field);
    const download = await post('admin_download', adminToken, { [field]: '1800-06-30' });
    expectRefusedOn(download, field);
  });
});
