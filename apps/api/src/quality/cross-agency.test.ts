import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, appointments } from '../db/schema/index';
import { insertAppointments } from '../modules/appointments/appointments.fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import { insertAgency, insertReferrer, loginAgency } from '../test/fixtures';
import { P, ROUTES } from './route-table';

// QUALITY S9, across the whole reserved area: agency B never reads, changes or exports
// agency A's data, and an internal agent reaches only its own referrer's agencies. A's
// rows carry a marker; no answer to B or to the other referrer's agent may hold it.
let t: TestContext;
const MARK = 'SegretoDiA';
const ids = { a: '', b: '', appointmentOfA: '' };
const tokens = { b: '', agentOfA: '', otherAgent: '' };

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  const r1 = await insertReferrer(t.app.db);
  const r2 = await insertReferrer(t.app.db);
  const a = await insertAgency(t.app.db, { referenteId: r1.id, nome: `Agenzia ${MARK}` });
  const b = await insertAgency(t.app.db, { referenteId: r2.id });
  const agentOfA = await insertAgency(t.app.db, { referenteId: r1.id, agenteInterno: true });
  const otherAgent = await insertAgency(t.app.db, { referenteId: r2.id, agenteInterno: true });
  const [appointment] = await insertAppointments(t.app.db, a.id, [
    { name: MARK, agentId: agentOfA.id },
  ]);
  await insertAppointments(t.app.db, b.id, [{ name: 'DiB', agentId: otherAgent.id }]);
  Object.assign(ids, { a: a.id, b: b.id, appointmentOfA: appointment!.id });
  Object.assign(tokens, {
    b: await loginAgency(t.app, b.email),
    agentOfA: await loginAgency(t.app, agentOfA.email),
    otherAgent: await loginAgency(t.app, otherAgent.email),
  });
});
afterAll(async () => {
  await t.close();
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const reserved = ROUTES.filter((r) => r.reach === 'agency' || r.reach === 'agent');
const readsWithoutParams = reserved.filter((r) => r.method === 'GET' && !r.pattern.includes(':'));

describe('no cross-agency access (QUALITY S9)', () => {
  it('the reads are really covered: at least the list, the export and the points', () => {
    const patterns = readsWithoutParams.map((r) => r.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining([
        `${P}/appuntamenti/user_fetchAll`,
        `${P}/user/user_exportData`,
        `${P}/appuntamenti/user_getPoints`,
      ]),
    );
  });

  for (const who of ['b', 'otherAgent'] as const) {
    it(`no read of the reserved area shows A's data to ${who === 'b' ? 'agency B' : 'another referrer’s agent'}`, async () => {
      for (const route of readsWithoutParams) {
        const res = await t.app.inject({
          method: 'GET',
          url: route.pattern,
          headers: as(tokens[who]),
        });
        // The status the route table expects for this role: a refusal for another reason fails.
        expect(res.statusCode, route.pattern).toBe(route.expect[who === 'b' ? 1 : 2]);
        expect(res.body, route.pattern).not.toContain(MARK);
        expect(res.body, route.pattern).not.toContain(ids.a);
      }
    });
  }

  it("A's appointment by id: 404 to B and to another referrer's agent, 200 to A's agent", async () => {
    const url = `${P}/appuntamenti/user_fetchOne/${ids.appointmentOfA}`;
    for (const token of [tokens.b, tokens.otherAgent]) {
      const res = await t.app.inject({ method: 'GET', url, headers: as(token) });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(MARK);
    }
    const own = await t.app.inject({ method: 'GET', url, headers: as(tokens.agentOfA) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ name: MARK });
  });

  it("another referrer's agent can neither edit A's appointment nor record one for A", async () => {
    const body = {
      _id: ids.appointmentOfA,
      agenzia: ids.a,
      state: 'Contratto',
      name: 'Cambiato',
      surname: 'Prova',
      email: 'cambiato@example.it',
      cellulare: '+39 333 1234567',
      description: '',
    };
    const edit = await t.app.inject({
      method: 'POST',
      url: `${P}/appuntamenti/user_edit`,
      headers: as(tokens.otherAgent),
      payload: body,
    });
    // Outside the agent's referrer the appointment does not exist for it.
    expect(edit.statusCode).toBe(404);
    const { _id: _ignored, ...create } = body;
    const created = await t.app.inject({
      method: 'POST',
      url: `${P}/appuntamenti/user_create`,
      headers: as(tokens.otherAgent),
      payload: create,
    });
    expect(created.statusCode).toBe(403);

    const rows = await t.app.db.select().from(appointments).where(eq(appointments.agencyId, ids.a));
    expect(rows.map((r) => [r.name, r.state])).toEqual([[MARK, 'Inserito']]);
    const [a] = await t.app.db
      .select({ points: agencies.points })
      .from(agencies)
      .where(eq(agencies.id, ids.a));
    expect(a!.points).toBe(0);
  });

  it("B's own answers still work: the check is about A, not a blanket refusal", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${P}/appuntamenti/user_fetchAll`,
      headers: as(tokens.b),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { name: string }) => x.name)).toEqual(['DiB']);
  });
});
