import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminAppointmentsPage, Appointment } from '@portal/shared';
import { agencies, appointments } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin } from '../../test/fixtures';
import { listAudit } from '../audit/audit.queries';
import { insertAppointments } from './appointments.fixtures';
import { DIRECT_OFFSET_MAX } from './appointments-desk.queries';
import { romeDayStart } from './appointments-desk.rules';

let t: TestContext;
let token = '';
const ids = { a: '', b: '', agent: '', deep: '' };
const url = (name: string) => `/v2/${t.config.productSlug}/appuntamenti/${name}`;
const call = (name: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: url(name),
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const fetchAll = async (payload: object) => {
  const res = await call('admin_fetchAll', payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminAppointmentsPage>();
};
const pointsOf = async (id: string) =>
  (await t.app.db.select({ p: agencies.points }).from(agencies).where(eq(agencies.id, id)))[0]!.p;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  token = (await loginAdmin(t.app, (await insertAdmin(t.app.db)).email)).accessToken;
  const a = await insertAgency(t.app.db, { nome: 'Agenzia Alfa' });
  const b = await insertAgency(t.app.db, { nome: 'Agenzia Beta' });
  const agent = await insertAgency(t.app.db, { nome: 'Agente Gamma', agenteInterno: true });
  Object.assign(ids, { a: a.id, b: b.id, agent: agent.id });
  // Alfa: 30 in March 2026 (10 by the agent), one on each side of Rome's midnight of 1 April.
  await insertAppointments(
    t.app.db,
    a.id,
    Array.from({ length: 30 }, (_, i) => ({
      createdAt: at(
        `2026-03-${String(1 + (i % 28)).padStart(2, '0')}T09:${String(i).padStart(2, '0')}:00Z`,
      ),
      state: i % 3 === 0 ? ('Contratto' as const) : ('Inserito' as const),
      contratto: i % 3 === 0,
      agentId: i < 10 ? agent.id : null,
    })),
  );
  await insertAppointments(t.app.db, a.id, [
    { createdAt: at('2026-03-31T21:59:00Z'), name: 'UltimoMarzo' }, // 31 March 23:59 in Rome
    { createdAt: at('2026-03-31T22:01:00Z'), name: 'PrimoAprile' }, // 1 April 00:01 in Rome
  ]);
  // Beta: 7, some at the very same instant (ties are ordered by id).
  await insertAppointments(
    t.app.db,
    b.id,
    Array.from({ length: 7 }, (_, i) => ({
      createdAt: at(i < 4 ? '2026-05-05T10:00:00Z' : `2026-06-0${i}T10:00:00Z`),
      state: 'Fatto Appuntamento' as const,
      wc: true,
      agentId: i % 2 ? agent.id : null,
    })),
  );
});
afterAll(async () => {
  await t.close();
});

describe('admin_fetchAll: filters, pages and totals', () => {
  it('filters by agency, pages by 25 and counts the whole filter', async () => {
    const p1 = await fetchAll({ azienda: ids.a, limit: 25, skip: 0 });
    const p2 = await fetchAll({ azienda: ids.a, limit: 25, skip: 25 });
    expect(p1.total).toBe(32);
    expect(p2.total).toBe(32);
    expect(p1.appuntamenti).toHaveLength(25);
    expect(p2.appuntamenti).toHaveLength(7);
    const all = [...p1.appuntamenti, ...p2.appuntamenti];
    expect(new Set(all.map((x) => x._id)).size).toBe(32);
    expect(all.every((x) => x.agenzia._id === ids.a && x.agenzia.nome === 'Agenzia Alfa')).toBe(
      true,
    );
    const times = all.map((x) => x.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by agent, by state and by both with an agency', async () => {
    expect((await fetchAll({ agente: ids.agent })).total).toBe(13);
    const byAgent = await fetchAll({ agente: ids.agent });
    expect(byAgent.appuntamenti.every((x) => x.agente?.nome === 'Agente Gamma')).toBe(true);
    expect((await fetchAll({ state: 'Contratto' })).total).toBe(10);
    expect(
      (await fetchAll({ state: 'Fatto Appuntamento', azienda: ids.b, agente: ids.agent })).total,
    ).toBe(3);
    expect((await fetchAll({ state: 'Annullata', azienda: ids.a })).total).toBe(0);
  });

  it('orders ties on created_at by id, the same on every page', async () => {
    const full = (await fetchAll({ azienda: ids.b, limit: 100 })).appuntamenti.map((x) => x._id);
    const paged: string[] = [];
    for (let skip = 0; skip < 7; skip += 2)
      paged.push(
        ...(await fetchAll({ azienda: ids.b, limit: 2, skip })).appuntamenti.map((x) => x._id),
      );
    expect(paged).toEqual(full);
    const tied = full.slice(3); // the four at the same instant come last (oldest)
    expect(tied).toEqual([...tied].sort().reverse());
  });

  it('reads the date range as whole days in Europe/Rome, both ends included', async () => {
    const april = await fetchAll({ from: '2026-04-01', to: '2026-04-30', azienda: ids.a });
    expect(april.appuntamenti.map((x) => x.name)).toEqual(['PrimoAprile']);
    const march = await fetchAll({ from: '2026-03-31', to: '2026-03-31', azienda: ids.a });
    expect(march.appuntamenti.map((x) => x.name)).toEqual(['UltimoMarzo']);
    expect((await fetchAll({ from: '2026-03-01', to: '2026-06-30' })).total).toBe(39);
    expect(romeDayStart('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(romeDayStart('2026-12-01').toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('keeps the unfiltered total exact as rows arrive and leave', async () => {
    const before = (await fetchAll({})).total;
    expect(before).toBe(39);
    await insertAppointments(t.app.db, ids.b, [{}, {}]); // created now
    expect((await fetchAll({})).total).toBe(41);
    const [gone] = (await fetchAll({ azienda: ids.b, limit: 1 })).appuntamenti;
    expect((await call('admin_delete', { id: gone!._id })).statusCode).toBe(200);
    expect((await fetchAll({})).total).toBe(40);
    expect((await fetchAll({ from: '2026-03-01', to: '2026-06-30' })).total).toBe(39);
  });

  it('refuses bad filters with Italian messages', async () => {
    for (const payload of [
      { from: '2026-02-30' },
      { from: '2026-05-02', to: '2026-05-01' },
      { state: 'Perso' },
      { azienda: 'non-un-id' },
      { limit: 500 },
      { skip: -25 },
      { skip: 2_000_000 },
    ]) {
      const res = await call('admin_fetchAll', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/[a-zà-ù]/);
    }
  });
});

describe('admin_fetchAll: deep pages', () => {
  it('finds the same rows past the direct-offset limit, ties included', async () => {
    const deep = await insertAgency(t.app.db, { nome: 'Agenzia Profonda' });
    ids.deep = deep.id;
    const n = DIRECT_OFFSET_MAX + 120;
    await insertAppointments(
      t.app.db,
      deep.id,
      // Groups of three at the same instant, so page edges fall inside ties.
      Array.from({ length: n }, (_, i) => ({
        createdAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 3) * 60_000),
      })),
    );
    const rows = await t.app.db
      .select({ id: appointments.id, createdAt: appointments.createdAt })
      .from(appointments)
      .where(eq(appointments.agencyId, deep.id));
    const expected = rows
      .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || (x.id < y.id ? 1 : -1))
      .map((r) => r.id);
    for (const skip of [
      DIRECT_OFFSET_MAX - 1,
      DIRECT_OFFSET_MAX + 1,
      DIRECT_OFFSET_MAX + 50,
      n - 10,
    ]) {
      const page = await fetchAll({ azienda: deep.id, limit: 25, skip });
      expect(page.total).toBe(n);
      expect(
        page.appuntamenti.map((x) => x._id),
        `skip ${skip}`,
      ).toEqual(expected.slice(skip, skip + 25));
    }
    expect((await fetchAll({ azienda: deep.id, skip: n + 5 })).appuntamenti).toEqual([]);
  });
});

describe('admin_descr and admin_delete', () => {
  it('edits the description inline, audited', async () => {
    const [first] = (await fetchAll({ azienda: ids.a, limit: 1 })).appuntamenti;
    const res = await call('admin_descr', { id: first!._id, description: '  Richiamare lunedì  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Appointment>().description).toBe('Richiamare lunedì');
    const trail = await listAudit(t.app.db, 'appointment', first!._id);
    expect(trail[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'description', old: '', new: 'Richiamare lunedì' }],
    });
    expect(
      (await call('admin_descr', { id: '00000000-0000-4000-8000-000000000000', description: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('admin_descr', { id: first!._id, description: 'x'.repeat(5001) })).statusCode,
    ).toBe(400);
  });

  it('deletes an appointment: audited with what it was, the agency’s points recomputed at once', async () => {
    const before = await pointsOf(ids.a);
    expect(before).toBe(1010);
    const contratto = (await fetchAll({ azienda: ids.a, state: 'Contratto', limit: 1 }))
      .appuntamenti[0]!;
    const res = await call('admin_delete', { id: contratto._id });
    expect(res.statusCode).toBe(200);
    expect(await pointsOf(ids.a)).toBe(before - 101);
    const [entry] = await listAudit(t.app.db, 'appointment', contratto._id);
    expect(entry).toMatchObject({ action: 'delete' });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'state', old: 'Contratto', new: null },
        { field: 'agenzia', old: expect.stringContaining('Agenzia Alfa'), new: null },
      ]),
    );
    expect((await call('admin_delete', { id: contratto._id })).statusCode).toBe(404);
    expect((await fetchAll({ azienda: ids.a })).total).toBe(31);
  });
});
