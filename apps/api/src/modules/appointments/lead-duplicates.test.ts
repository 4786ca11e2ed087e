import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminAppointmentsPage, Appointment, Referral } from '@portal/shared';
import { appointments, referrals } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAdmin,
  loginAgency,
} from '../../test/fixtures';

// Who brought the client first, on the lead's side (decision 112): a lead the internal agent
// records, or one made from a referral, is flagged when the same client was reported within
// the protection window by another referral or lead. The agent and the agency learn the day
// only; the admin's desk shows the earlier report with its agency and lists the flagged leads.
let t: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const r = await insertReferrer(t.app.db);
  const rows = {
    first: await insertAgency(t.app.db, { nome: 'Immobiliare Primavera' }),
    second: await insertAgency(t.app.db, { referenteId: r.id, nome: 'Case Seconde' }),
    agent: await insertAgency(t.app.db, { referenteId: r.id, agenteInterno: true }),
  };
  for (const [k, v] of Object.entries(rows)) {
    ids[k] = v.id;
    tokens[k] = await loginAgency(t.app, v.email);
  }
  const admin = await insertAdmin(t.app.db);
  tokens.admin = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', path: string, who: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/v2/${t.config.productSlug}/${path}`,
    headers: { authorization: `Bearer ${tokens[who]}` },
    ...(payload ? { payload } : {}),
  });

const refer = async (over: Record<string, unknown>) => {
  const res = await call('POST', 'segnalazioni/user_create', 'first', {
    nome: 'Paolo',
    cognome: 'Neri',
    telefono: '320 000 0000',
    email: 'paolo.neri@example.it',
    consenso: true,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Referral>();
};

const record = async (over: Record<string, unknown>) => {
  const res = await call('POST', 'appuntamenti/user_create', 'agent', {
    agenzia: ids.second,
    state: 'Inserito',
    name: 'Lucia',
    surname: 'Bianchi',
    email: 'lucia.bianchi@example.it',
    cellulare: '333 100 0000',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

const desk = async (body: object = {}) => {
  const res = await call('POST', 'appuntamenti/admin_fetchAll', 'admin', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminAppointmentsPage>();
};

describe('a lead whose client was reported first', () => {
  it('by a referral, the phone written differently: flagged, the agent and the agency learn the day only', async () => {
    const earlier = await refer({ email: 'uno@example.it', telefono: '+39 347 555 0101' });
    const res = await record({ email: 'altro@example.it', cellulare: '347-555-0101' });
    const lead = res.json<Appointment>();
    expect(lead.giaSegnalatoIl).toBe(earlier.created_at);
    for (const body of [
      res.body,
      (await call('GET', 'appuntamenti/user_fetchAll', 'agent')).body,
      (await call('GET', 'appuntamenti/user_fetchAll', 'second')).body,
    ]) {
      expect(body).toContain(earlier.created_at);
      expect(body).not.toContain('Primavera');
      expect(body).not.toContain(earlier._id);
    }
    // The admin sees the earlier report beside the lead, with the agency that made it.
    const page = await desk();
    expect(page.precedenti[lead._id]).toMatchObject({
      tipo: 'segnalazione',
      _id: earlier._id,
      agenzia: 'Immobiliare Primavera',
      telefono: '+39 347 555 0101',
    });
  });

  it('by an earlier lead, the e-mail in another case', async () => {
    const first = (
      await record({ email: 'Marta.Verdi@Example.it', cellulare: '333 200 0001' })
    ).json<Appointment>();
    expect(first.giaSegnalatoIl).toBeNull();
    const second = (
      await record({ email: 'marta.verdi@example.it', cellulare: '333 200 0002' })
    ).json<Appointment>();
    expect(second.giaSegnalatoIl).toBe(first.created_at);
    expect((await desk()).precedenti[second._id]).toMatchObject({
      tipo: 'appuntamento',
      _id: first._id,
      agenzia: 'Case Seconde',
    });
  });

  it('not after the protection window', async () => {
    const old = await refer({ email: 'vecchio@example.it', telefono: '333 300 0001' });
    await t.app.db
      .update(referrals)
      .set({ createdAt: new Date(t.clock.now() - 181 * DAY) })
      .where(eq(referrals.id, old._id));
    const lead = (
      await record({ email: 'vecchio@example.it', cellulare: '333 300 0001' })
    ).json<Appointment>();
    expect(lead.giaSegnalatoIl).toBeNull();
    expect((await desk()).precedenti[lead._id]).toBeUndefined();
  });

  it('a lead made from a referral is not flagged against its own referral', async () => {
    const ref = await refer({ email: 'solo@example.it', telefono: '333 400 0001' });
    const res = await call('POST', 'segnalazioni/admin_convert', 'admin', { id: ref._id });
    expect(res.statusCode, res.body).toBe(200);
    const leadId = res.json<{ appuntamento: string }>().appuntamento;
    const [row] = await t.app.db.select().from(appointments).where(eq(appointments.id, leadId));
    expect(row!.duplicateOfAt).toBeNull();
  });

  it('the desk lists the flagged leads under «Cliente già segnalato» and only those', async () => {
    const page = await desk({ aperto: 'duplicato' });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.appuntamenti.every((a) => a.giaSegnalatoIl !== null)).toBe(true);
    expect(page.appuntamenti.every((a) => page.precedenti[a._id] !== undefined)).toBe(true);
    const all = await desk({ limit: 100 });
    const flagged = all.appuntamenti.filter((a) => a.giaSegnalatoIl !== null);
    expect(page.total).toBe(flagged.length);
  });
});
