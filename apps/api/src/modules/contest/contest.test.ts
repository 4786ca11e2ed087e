import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, LeaderboardPage, UserContest } from '@portal/shared';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin, loginAgency } from '../../test/fixtures';
import { readCsv } from '../../test/read-csv';
import { contratti, fatti, insertAppointments } from '../appointments/appointments.fixtures';

// A database of its own: the ranking counts every agency in it.
let t: TestContext;
let admin = '';
const P = () => `/v2/${t.config.productSlug}/contest`;
const agencies: Record<string, { id: string; email: string; nome: string }> = {};

const asAdmin = (method: 'GET' | 'PUT', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${P()}/${path}`,
    headers: { authorization: `Bearer ${admin}` },
    ...(payload ? { payload } : {}),
  });
const asAgency = async (key: string, method: 'GET' | 'PUT', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${P()}/${path}`,
    headers: { authorization: `Bearer ${await loginAgency(t.app, agencies[key]!.email)}` },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t.app, (await insertAdmin(t.app.db)).email)).accessToken;
  // points: Alfa 505, Beta and Gamma 404 (tie), Delta 403, Eco 150, "=Zeta" 0.
  const plan: [string, string, Parameters<typeof insertAppointments>[2]][] = [
    ['alfa', 'Alfa Case', contratti(5)],
    ['beta', 'Beta Immobili', [...contratti(4), ...fatti(0)]],
    ['gamma', 'Gamma Casa', contratti(4)],
    ['delta', 'Delta Studio', [...contratti(3), ...fatti(100)]],
    ['eco', 'Eco Immobiliare', [...contratti(1), ...fatti(49), { state: 'Inserito' }]],
    ['zeta', '=Zeta Formula', []],
  ];
  for (const [key, nome, seeds] of plan) {
    const a = await insertAgency(t.app.db, { nome });
    if (seeds.length > 0) await insertAppointments(t.app.db, a.id, seeds);
    agencies[key] = { id: a.id, email: a.email, nome };
  }
  // An internal agent with more points than anyone is not in the ranking.
  const agent = await insertAgency(t.app.db, { nome: 'Agente Interno', agenteInterno: true });
  await insertAppointments(t.app.db, agent.id, contratti(9));
  agencies.agent = { id: agent.id, email: agent.email, nome: 'Agente Interno' };
});
afterAll(async () => {
  await t.close();
});

describe('admin leaderboard', () => {
  it('ranks agencies by points, ties share a place, internal agents left out', async () => {
    const res = await asAdmin('GET', 'admin_leaderboard?pagina=1');
    expect(res.statusCode).toBe(200);
    const page = res.json<LeaderboardPage>();
    expect(page.total).toBe(6);
    expect(page.rows.map((r) => [r.position, r.nome, r.points])).toEqual([
      [1, 'Alfa Case', 505],
      [2, 'Beta Immobili', 404],
      [2, 'Gamma Casa', 404],
      [4, 'Delta Studio', 403],
      [5, 'Eco Immobiliare', 150],
      [6, '=Zeta Formula', 0],
    ]);
    const delta = page.rows.find((r) => r.nome === 'Delta Studio')!;
    expect([delta.contratti, delta.verificati]).toEqual([3, 100]);
    const eco = page.rows.find((r) => r.nome === 'Eco Immobiliare')!;
    expect([eco.contratti, eco.verificati]).toEqual([1, 49]);
  });

  it('pages on the server: page 2 is empty with 6 agencies, a bad page is a 400 in Italian', async () => {
    const two = await asAdmin('GET', 'admin_leaderboard?pagina=2');
    expect(two.json<LeaderboardPage>()).toEqual({ total: 6, rows: [] });
    const bad = await asAdmin('GET', 'admin_leaderboard?pagina=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Pagina non valida/);
  });

  it('exports classifica.csv: BOM, semicolons, shared places, formula cells neutralised', async () => {
    const res = await asAdmin('GET', 'admin_leaderboardCSV');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="classifica.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = readCsv(res.body);
    expect(rows[0]).toEqual([
      'Posizione',
      'Agenzia',
      'Email',
      'Punti',
      'Contratti',
      'Appuntamenti verificati',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[3], r[4], r[5]])).toEqual([
      ['1', 'Alfa Case', '505', '5', '0'],
      ['2', 'Beta Immobili', '404', '4', '0'],
      ['2', 'Gamma Casa', '404', '4', '0'],
      ['4', 'Delta Studio', '403', '3', '100'],
      ['5', 'Eco Immobiliare', '150', '1', '49'],
      ['6', "'=Zeta Formula", '0', '0', '0'],
    ]);
  });
});

describe('contest settings', () => {
  it('only an admin reads or saves them', async () => {
    for (const key of ['alfa', 'agent']) {
      expect((await asAgency(key, 'GET', 'admin_settings')).statusCode).toBe(401);
      const put = await asAgency(key, 'PUT', 'admin_settings', { endAt: null, anonymous: true });
      expect(put.statusCode).toBe(401);
    }
    const visitor = await t.app.inject({ method: 'GET', url: `${P()}/admin_settings` });
    expect(visitor.statusCode).toBe(401);
    // nothing was saved by the refused calls
    expect((await asAdmin('GET', 'admin_settings')).json()).toEqual({
      _id: null,
      endAt: null,
      anonymous: true,
      finestraProtezioneGiorni: 180,
      prizes: '',
      updatedAt: null,
    });
    // privacy by default: before any save the other agencies' names are anonymised
    const page = (await asAgency('beta', 'GET', 'user_contest')).json<UserContest>();
    expect(page.anonymous).toBe(true);
    expect(page.top[0]!.nome).toBe('Agenzia A');
  });

  it('refuses a bad end date with an Italian message', async () => {
    const res = await asAdmin('PUT', 'admin_settings', { endAt: 'domani', anonymous: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Data di fine non valida/);
  });

  it('saves end date and anonymity, and records who changed what', async () => {
    const endAt = '2026-12-31T22:59:00.000Z';
    const res = await asAdmin('PUT', 'admin_settings', { endAt, anonymous: true });
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ _id: string; endAt: string; anonymous: boolean }>();
    expect(saved).toMatchObject({ endAt, anonymous: true });
    const again = await asAdmin('PUT', 'admin_settings', { endAt: null, anonymous: false });
    expect(again.json()._id).toBe(saved._id);
    const trail = await t.app.inject({
      method: 'GET',
      url: `/v2/${t.config.productSlug}/user/admin_audit/contest/${saved._id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const entries = trail.json<AuditEntry[]>();
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    // 31 December 2026, 23:59 in Rome
    expect(entries[0]!.changes).toEqual([
      { field: 'endAt', old: '31/12/2026 23:59', new: null },
      { field: 'anonymous', old: true, new: false },
    ]);
    // the names were already anonymised by default: only the end date changed
    expect(entries[1]!.changes).toEqual([{ field: 'endAt', old: null, new: '31/12/2026 23:59' }]);
    await asAdmin('PUT', 'admin_settings', { endAt, anonymous: true });
  });
});

describe("the agency's contest page", () => {
  it('anonymises the other names of the top 10 but shows its own, with the end date', async () => {
    const res = await asAgency('beta', 'GET', 'user_contest');
    expect(res.statusCode).toBe(200);
    const page = res.json<UserContest>();
    expect(page).toMatchObject({
      points: 404,
      target: 400,
      // five agencies have scored: the one at 0 points is not counted among them
      position: { position: 2, total: 5 },
      anonymous: true,
      endAt: '2026-12-31T22:59:00.000Z',
    });
    expect(page.top.map((r) => [r.position, r.nome, r.isYou])).toEqual([
      [1, 'Agenzia A', false],
      [2, 'Beta Immobili', true],
      [2, 'Agenzia C', false],
      [4, 'Agenzia D', false],
      [5, 'Agenzia E', false],
    ]);
    // the agency at 0 points is not in the top 10
    // no other agency's name leaves the server
    for (const other of ['Alfa Case', 'Gamma Casa', 'Delta Studio', 'Zeta']) {
      expect(res.body).not.toContain(other);
    }
    expect(page.appointments).toHaveLength(4);
    expect(page.appointments.every((a) => a.points === 101)).toBe(true);
  });

  it('shows the names when the admin does', async () => {
    await asAdmin('PUT', 'admin_settings', { endAt: null, anonymous: false });
    const page = (await asAgency('delta', 'GET', 'user_contest')).json<UserContest>();
    expect(page.endAt).toBeNull();
    expect(page.top[0]!.nome).toBe('Alfa Case');
    expect(page.top.find((r) => r.isYou)).toMatchObject({ position: 4, nome: 'Delta Studio' });
  });

  it('below 400 points the ranking is locked: no position, and no top 10 showing the place', async () => {
    const page = (await asAgency('eco', 'GET', 'user_contest')).json<UserContest>();
    expect(page.points).toBe(150);
    expect(page.position).toBeNull();
    // the top 10 would print «5ª Eco Immobiliare (la tua agenzia)» under «si sblocca a 400»
    expect(page.top).toEqual([]);
    const points = page.appointments.map((a) => a.points).sort((a, b) => b - a);
    expect(points.slice(0, 2)).toEqual([101, 1]);
    expect(points.filter((p) => p === 1)).toHaveLength(49);
    expect(points.at(-1)).toBe(0);
  });

  it('an internal agent is refused the contest page: agents are not ranked', async () => {
    const res = await asAgency('agent', 'GET', 'user_contest');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Il concorso riguarda le agenzie: gli agenti interni non vi partecipano.',
    );
    expect(res.body).not.toContain('Alfa Case');
  });
});
