import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencies, agencySessions, appointments } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAgency, insertReferrer, loginAgency } from '../../test/fixtures';
import { insertAppointments } from './appointments.fixtures';

let t: TestContext;
const url = (call: string) => `/v2/${t.config.productSlug}/appuntamenti/${call}`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

// Referrer R: agent (internal), agencies A and B. Referrer S: agency C and another agent.
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
let appointmentOfA = '';
let appointmentOfC = '';

const valid = () => ({
  agenzia: ids.A!,
  state: 'Inserito',
  name: 'Laura',
  surname: 'Neri',
  email: 'Laura.Neri@Cliente.example.it',
  cellulare: '+39 333 1234567',
  description: 'Cerca un trilocale',
});

beforeAll(async () => {
  t = await createTestApp();
  const r = await insertReferrer(t.app.db);
  const s = await insertReferrer(t.app.db);
  const rows = {
    agent: await insertAgency(t.app.db, {
      referenteId: r.id,
      agenteInterno: true,
      nome: 'Agente Uno',
    }),
    otherAgentSameRef: await insertAgency(t.app.db, { referenteId: r.id, agenteInterno: true }),
    A: await insertAgency(t.app.db, { referenteId: r.id, nome: 'Agenzia A' }),
    B: await insertAgency(t.app.db, { referenteId: r.id, nome: 'Agenzia B' }),
    C: await insertAgency(t.app.db, { referenteId: s.id, nome: 'Agenzia C' }),
    agentS: await insertAgency(t.app.db, { referenteId: s.id, agenteInterno: true }),
    lonelyAgent: await insertAgency(t.app.db, { agenteInterno: true }),
  };
  for (const [k, v] of Object.entries(rows)) {
    ids[k] = v.id;
    tokens[k] = await loginAgency(t.app, v.email);
  }
  const [a] = await insertAppointments(t.app.db, ids.A!, [{ agentId: ids.agent!, name: 'DiA' }]);
  await insertAppointments(t.app.db, ids.B!, [{ agentId: ids.agent!, name: 'DiB' }]);
  const [c] = await insertAppointments(t.app.db, ids.C!, [{ agentId: ids.agentS!, name: 'DiC' }]);
  appointmentOfA = a!.id;
  appointmentOfC = c!.id;
});
afterAll(async () => {
  await t.close();
});

const get = (call: string, who: string) =>
  t.app.inject({ method: 'GET', url: url(call), headers: auth(tokens[who]!) });
const post = (call: string, who: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: url(call),
    headers: auth(tokens[who]!),
    payload: payload as object,
  });
const pointsOf = async (id: string) =>
  (await t.app.db.select({ p: agencies.points }).from(agencies).where(eq(agencies.id, id)))[0]!.p;

describe('user_fetchAll: scope', () => {
  it('an agency sees only its own appointments (B never sees A’s)', async () => {
    const a = await get('user_fetchAll', 'A');
    expect(a.statusCode).toBe(200);
    expect(a.json().map((x: { name: string }) => x.name)).toEqual(['DiA']);
    const b = await get('user_fetchAll', 'B');
    expect(b.json().map((x: { name: string }) => x.name)).toEqual(['DiB']);
    expect(JSON.stringify(b.json())).not.toContain(ids.A);
  });

  it('an internal agent sees its linked agencies’ appointments with agency name and e-mail', async () => {
    const res = await get('user_fetchAll', 'agent');
    const list = res.json() as {
      name: string;
      agenzia: { nome: string; email: string };
      agente: { nome: string };
    }[];
    expect(list.map((x) => x.name).sort()).toEqual(['DiA', 'DiB']);
    expect(list.find((x) => x.name === 'DiA')!.agenzia).toMatchObject({
      _id: ids.A,
      nome: 'Agenzia A',
    });
    expect(list[0]!.agenzia.email).toMatch(/@example\.it$/);
    expect(list[0]!.agente.nome).toBe('Agente Uno');
  });

  it('another referrer’s agent and an agent without referrer see none of them', async () => {
    expect(
      (await get('user_fetchAll', 'agentS')).json().map((x: { name: string }) => x.name),
    ).toEqual(['DiC']);
    expect((await get('user_fetchAll', 'lonelyAgent')).json()).toEqual([]);
  });

  it('user_fetchOne answers within the scope and 404 outside it', async () => {
    expect((await get(`user_fetchOne/${appointmentOfA}`, 'A')).statusCode).toBe(200);
    expect((await get(`user_fetchOne/${appointmentOfA}`, 'agent')).statusCode).toBe(200);
    const cross = await get(`user_fetchOne/${appointmentOfA}`, 'B');
    expect(cross.statusCode).toBe(404);
    expect(cross.json().message).toBe('Appuntamento non trovato.');
    expect((await get(`user_fetchOne/${appointmentOfC}`, 'agent')).statusCode).toBe(404);
    expect((await get('user_fetchOne/non-un-id', 'A')).statusCode).toBe(400);
  });

  it('without a token: 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: url('user_fetchAll') });
    expect(res.statusCode).toBe(401);
  });
});

describe('user_create', () => {
  it('creates for a linked agency; agente is the creator; e-mail lower-cased', async () => {
    const res = await post('user_create', 'agent', valid());
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      agenzia: { _id: ids.A, nome: 'Agenzia A' },
      agente: { nome: 'Agente Uno' },
      state: 'Inserito',
      email: 'laura.neri@cliente.example.it',
      payed: false,
      wc: false,
      contratto: false,
      dataFattoAppuntamento: null,
    });
    const own = await get('user_fetchAll', 'A');
    expect(own.json().some((x: { _id: string }) => x._id === created._id)).toBe(true);
  });

  it('ignores what the agent may not set (mass assignment)', async () => {
    const res = await post('user_create', 'agent', {
      ...valid(),
      _id: '00000000-0000-4000-8000-000000000000',
      payed: true,
      wc: true,
      contratto: true,
      agente: { nome: 'Falso', email: 'falso@example.it' },
      created_at: '2001-01-01T00:00:00.000Z',
      state: 'Contratto',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body._id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(body).toMatchObject({
      payed: false,
      wc: false,
      contratto: false,
      agente: { nome: 'Agente Uno' },
    });
    expect(body.created_at).not.toMatch(/^2001/);
    // Contratto without the admin's contratto flag earns nothing.
    expect(await pointsOf(ids.A!)).toBe(0);
  });

  it('refuses an agency that is not linked (another referrer, an internal agent, itself)', async () => {
    for (const agenzia of [ids.C, ids.otherAgentSameRef, ids.agent]) {
      const res = await post('user_create', 'agent', { ...valid(), agenzia });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/^Agenzia non collegata/);
    }
    const none = await post('user_create', 'lonelyAgent', valid());
    expect(none.statusCode).toBe(403);
  });

  it('refuses a plain agency (no CREATE for it)', async () => {
    const res = await post('user_create', 'A', valid());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Funzione riservata agli agenti interni.');
  });

  it('validates: required fields, e-mail, phone, state, date — Italian details per field', async () => {
    const res = await post('user_create', 'agent', {
      agenzia: '',
      state: 'Boh',
      name: ' ',
      surname: '',
      email: 'non-una-mail',
      cellulare: 'abc',
      dataFattoAppuntamento: 'ieri',
    });
    expect(res.statusCode).toBe(400);
    const { details } = res.json();
    expect(details).toMatchObject({
      agenzia: 'Scegli l’agenzia',
      state: 'Scegli lo stato',
      name: 'Inserisci il nome',
      surname: 'Inserisci il cognome',
      email: 'E-mail non valida',
      dataFattoAppuntamento: 'Data non valida',
    });
    expect(details.cellulare).toMatch(/Numero non valido/);
    const missing = await post('user_create', 'agent', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().details).sort()).toEqual(
      ['agenzia', 'cellulare', 'email', 'name', 'state', 'surname'].sort(),
    );
  });

  it('stores the date of the appointment done', async () => {
    const res = await post('user_create', 'agent', {
      ...valid(),
      state: 'Fatto Appuntamento',
      dataFattoAppuntamento: '2026-11-20T07:00:00.000Z',
    });
    expect(res.json().dataFattoAppuntamento).toBe('2026-11-20T07:00:00.000Z');
  });
});

describe('user_edit', () => {
  it('edits the whole appointment sent back; payed, wc, contratto stay the admin’s', async () => {
    await t.app.db
      .update(appointments)
      .set({ contratto: true, payed: true })
      .where(eq(appointments.id, appointmentOfA));
    const current = (await get(`user_fetchOne/${appointmentOfA}`, 'agent')).json();
    const res = await post('user_edit', 'agent', {
      ...current,
      state: 'Contratto',
      description: 'Firmato',
      payed: false,
      contratto: false,
      wc: true,
      agente: { nome: 'Falso', email: 'falso@example.it' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'Contratto',
      description: 'Firmato',
      payed: true,
      contratto: true,
      wc: false,
    });
    expect(res.json().agente.nome).toBe('Agente Uno');
    // Contratto with contratto true: 101 points, in the same transaction.
    expect(await pointsOf(ids.A!)).toBe(101);
    const seenByA = (await get(`user_fetchOne/${appointmentOfA}`, 'A')).json();
    expect(seenByA.state).toBe('Contratto');
  });

  it('moving it to another linked agency recomputes both agencies', async () => {
    const current = (await get(`user_fetchOne/${appointmentOfA}`, 'agent')).json();
    const res = await post('user_edit', 'agent', { ...current, agenzia: ids.B });
    expect(res.statusCode).toBe(200);
    expect(res.json().agenzia._id).toBe(ids.B);
    expect(await pointsOf(ids.A!)).toBe(0);
    expect(await pointsOf(ids.B!)).toBe(101);
    // Sent back as the first save answered it: its version is the one to write over (028).
    const back = await post('user_edit', 'agent', { ...res.json<object>(), agenzia: ids.A });
    expect(back.statusCode).toBe(200);
    expect(await pointsOf(ids.A!)).toBe(101);
    expect(await pointsOf(ids.B!)).toBe(0);
  });

  it('refuses a move to an agency that is not linked', async () => {
    const current = (await get(`user_fetchOne/${appointmentOfA}`, 'agent')).json();
    const res = await post('user_edit', 'agent', { ...current, agenzia: ids.C });
    expect(res.statusCode).toBe(403);
    expect((await get(`user_fetchOne/${appointmentOfA}`, 'agent')).json().agenzia._id).toBe(ids.A);
  });

  it('refuses an appointment outside the agent’s agencies (404) and leaves it unchanged', async () => {
    const theirs = (await get(`user_fetchOne/${appointmentOfC}`, 'agentS')).json();
    const res = await post('user_edit', 'agent', { ...theirs, agenzia: ids.A, name: 'Rubato' });
    expect(res.statusCode).toBe(404);
    const after = (await get(`user_fetchOne/${appointmentOfC}`, 'agentS')).json();
    expect(after.name).toBe('DiC');
    expect(after.agenzia._id).toBe(ids.C);
  });

  it('refuses a plain agency and an edit without _id', async () => {
    const current = (await get(`user_fetchOne/${appointmentOfA}`, 'A')).json();
    expect((await post('user_edit', 'A', current)).statusCode).toBe(403);
    const { _id: _ignored, ...noId } = current;
    expect((await post('user_edit', 'agent', noId)).statusCode).toBe(400);
  });
});

describe('user_getPoints', () => {
  it('answers the agency’s points and the target', async () => {
    const res = await get('user_getPoints', 'A');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ points: 101, target: 400 });
    expect((await get('user_getPoints', 'B')).json()).toEqual({ points: 0, target: 400 });
  });
});

describe('user_fetchAll checks the session inside its own query', () => {
  const fresh = async () => {
    const row = await insertAgency(t.app.db, {});
    await insertAppointments(t.app.db, row.id, [{ name: 'Propria' }]);
    return { id: row.id, token: await loginAgency(t.app, row.email) };
  };
  const list = (token: string) =>
    t.app.inject({ method: 'GET', url: url('user_fetchAll'), headers: auth(token) });

  it('an agency without appointments gets an empty list', async () => {
    const row = await insertAgency(t.app.db, {});
    const res = await list(await loginAgency(t.app, row.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('after logout the same token gets 401 at once', async () => {
    const a = await fresh();
    expect((await list(a.token)).json().map((x: { name: string }) => x.name)).toEqual(['Propria']);
    const out = await t.app.inject({
      method: 'POST',
      url: `/v2/${t.config.productSlug}/user/user_logout`,
      headers: auth(a.token),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const res = await list(a.token);
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('Propria');
  });

  it('a session past its end, or an account no longer confirmed, gets 401', async () => {
    const a = await fresh();
    await t.app.db
      .update(agencySessions)
      .set({ expiresAt: new Date(t.clock.now() - 1000) })
      .where(eq(agencySessions.agencyId, a.id));
    expect((await list(a.token)).statusCode).toBe(401);

    const b = await fresh();
    await t.app.db.update(agencies).set({ state: 'DA CONFERMARE' }).where(eq(agencies.id, b.id));
    const res = await list(b.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: expect.any(String), requestId: expect.any(String) });
  });
});
