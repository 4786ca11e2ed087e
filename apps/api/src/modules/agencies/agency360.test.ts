import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agency360 } from '@portal/shared';
import { agencySessions, consents, serviceRequests, services } from '../../db/schema/index';
import { insertAdmin, insertAgency, loginAdmin } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { contratti, fatti, insertAppointments } from '../appointments/appointments.fixtures';

// Issue 18 point 6, decision 058: the agency's 360° view gathers its figures in one call,
// and nothing of another agency ever appears in it.
let t: TestContext;
let auth: Record<string, string>;

const view = (id: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/v2/${t.config.productSlug}/user/admin_agency360/${id}${query}`,
    headers: auth,
  });

const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.UTC(2026, 10, 20, 12) - hoursAgo * HOUR);

async function signIns(agencyId: string, hoursAgo: number[]) {
  await t.app.db.insert(agencySessions).values(
    hoursAgo.map((h) => ({
      agencyId,
      createdAt: at(h),
      expiresAt: new Date(at(h).getTime() + 24 * HOUR),
      revokedAt: h % 2 === 0 ? new Date(at(h).getTime() + HOUR) : null,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.app.db);
  auth = { authorization: `Bearer ${(await loginAdmin(t.app, admin.email)).accessToken}` };
});
afterAll(async () => {
  await t.close();
});

describe('admin_agency360/:id', () => {
  it('gives points, a shared place on a tie, counts per state, requests, consents and sign-ins of that agency only', async () => {
    const mine = await insertAgency(t.app.db, { nome: 'Agenzia Trecentosessanta' });
    const leader = await insertAgency(t.app.db);
    const tied = await insertAgency(t.app.db);
    const last = await insertAgency(t.app.db);
    await insertAgency(t.app.db, { agenteInterno: true });
    await insertAppointments(t.app.db, mine.id, [
      ...contratti(3),
      ...fatti(2),
      { state: 'Annullata' },
      { state: 'Fatto Appuntamento', wc: false },
    ]);
    await insertAppointments(t.app.db, leader.id, contratti(4));
    await insertAppointments(t.app.db, tied.id, [...contratti(3), ...fatti(2)]);
    await insertAppointments(t.app.db, last.id, fatti(1));

    const [svc] = await t.app.db.insert(services).values({ name: 'Servizio 360' }).returning();
    await t.app.db.insert(serviceRequests).values([
      { agencyId: mine.id, serviceId: svc!.id, state: 'presa_in_carico' },
      { agencyId: leader.id, serviceId: svc!.id },
    ]);
    await t.app.db.insert(consents).values([
      { agencyId: mine.id, kind: 'privacy', version: '2026-11', acceptedAt: at(48) },
      { agencyId: leader.id, kind: 'privacy', version: 'altrui', acceptedAt: at(1) },
    ]);
    await signIns(mine.id, [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    await signIns(leader.id, [0]);

    const res = await view(mine.id);
    expect(res.statusCode).toBe(200);
    const data = res.json<Agency360>();
    expect(data.punti).toBe(305);
    expect(data.obiettivo).toBe(400);
    // leader 404 > mine 305 = tied 305 > last 1: places 1, 2, 2, 4; the internal agent is not ranked.
    expect(data.classifica).toEqual({ position: 2, total: 4 });
    expect(data.perStato).toEqual([
      { state: 'Inserito', n: 0 },
      { state: 'Fatto Appuntamento', n: 3 },
      { state: 'Contratto', n: 3 },
      { state: 'Annullata', n: 1 },
    ]);
    expect(data.richiesteServizi.map((r) => [r.service.name, r.state])).toEqual([
      ['Servizio 360', 'presa_in_carico'],
    ]);
    expect(data.consensi).toEqual([
      { tipo: 'privacy', versione: '2026-11', accettatoIl: at(48).toISOString() },
    ]);
    // The 10 latest of its 12 sign-ins, newest first; the other agency's newer one is not there.
    expect(data.ultimiAccessi.map((s) => s.apertoIl)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((h) => at(h).toISOString()),
    );
    expect(data.ultimiAccessi[1]).toEqual({
      apertoIl: at(2).toISOString(),
      scadeIl: new Date(at(2).getTime() + 24 * HOUR).toISOString(),
      chiusoIl: new Date(at(2).getTime() + HOUR).toISOString(),
    });
    expect(data.appuntamenti.totale).toBe(7);
    expect(new Set(data.appuntamenti.righe.map((a) => a.agenzia._id))).toEqual(new Set([mine.id]));

    const leaderView = (await view(leader.id)).json<Agency360>();
    expect(leaderView.classifica).toEqual({ position: 1, total: 4 });
    expect(leaderView.ultimiAccessi).toHaveLength(1);
    expect(leaderView.consensi.map((c) => c.versione)).toEqual(['altrui']);
  });

  it('pages the appointments 20 at a time, newest first, without another agency’s', async () => {
    const mine = await insertAgency(t.app.db);
    const other = await insertAgency(t.app.db);
    await insertAppointments(
      t.app.db,
      mine.id,
      Array.from({ length: 23 }, (_, i) => ({ name: `Mio${i}`, createdAt: at(100 - i) })),
    );
    await insertAppointments(t.app.db, other.id, [{ name: 'Altrui', createdAt: at(0) }]);

    const first = (await view(mine.id)).json<Agency360>();
    expect(first.appuntamenti).toMatchObject({ pagina: 1, perPagina: 20, totale: 23 });
    expect(first.appuntamenti.righe.map((a) => a.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Mio${22 - i}`),
    );
    const second = (await view(mine.id, '?pagina=2')).json<Agency360>();
    expect(second.appuntamenti).toMatchObject({ pagina: 2, totale: 23 });
    expect(second.appuntamenti.righe.map((a) => a.name)).toEqual(['Mio2', 'Mio1', 'Mio0']);
    const beyond = (await view(mine.id, '?pagina=3')).json<Agency360>();
    expect(beyond.appuntamenti.righe).toEqual([]);
    expect(beyond.appuntamenti.totale).toBe(23);
  });

  it('leaves an agency without points out of the ranking, even when nobody has points', async () => {
    const fresh = await createTestApp();
    try {
      const admin = await insertAdmin(fresh.app.db, { email: 'admin-360@example.it' });
      const { accessToken } = await loginAdmin(fresh.app, admin.email);
      const nobody = await insertAgency(fresh.app.db);
      const res = await fresh.app.inject({
        method: 'GET',
        url: `/v2/${fresh.config.productSlug}/user/admin_agency360/${nobody.id}`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<Agency360>().classifica).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it('leaves an internal agent out of the ranking', async () => {
    const agent = await insertAgency(t.app.db, { agenteInterno: true });
    const data = (await view(agent.id)).json<Agency360>();
    expect(data.classifica).toBeNull();
    expect(data.appuntamenti.totale).toBe(0);
    expect(data.ultimiAccessi).toEqual([]);
  });

  it('answers a bad page or an unknown agency with an Italian message, and only to an admin', async () => {
    const a = await insertAgency(t.app.db);
    for (const bad of ['?pagina=0', '?pagina=abc', '?pagina=1.5', '?pagina=50001']) {
      const res = await view(a.id, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/Pagina (non valida|troppo lontana)/);
    }
    const missing = await view('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Agenzia non trovata.');
    expect((await view('non-un-id')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/v2/${t.config.productSlug}/user/admin_agency360/${a.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the requests link of the 360° view', () => {
  it('user_servizi/admin_list?agenzia= lists that agency’s requests only', async () => {
    const mine = await insertAgency(t.app.db);
    const other = await insertAgency(t.app.db);
    const [svc] = await t.app.db.insert(services).values({ name: 'Servizio filtro' }).returning();
    await t.app.db.insert(serviceRequests).values([
      { agencyId: mine.id, serviceId: svc!.id },
      { agencyId: other.id, serviceId: svc!.id },
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v2/${t.config.productSlug}/user_servizi/admin_list?agenzia=${mine.id}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { agency: { _id: string } }) => r.agency._id)).toEqual([mine.id]);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/v2/${t.config.productSlug}/user_servizi/admin_list?agenzia=xyz`,
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);
  });
});
