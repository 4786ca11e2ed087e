import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Agency, AuditEntry } from '@portal/shared';
import { agencies, appointments, auditLog, serviceRequests, services } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  PASSWORD,
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAdmin,
  loginAgency,
} from '../../test/fixtures';
import { verifyPassword } from '../../lib/passwords';

let t: TestContext;
let auth: Record<string, string>;
const base = '/v2/8volante/user';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.app.db, { name: 'Sara', surname: 'Galli' });
  auth = { authorization: `Bearer ${(await loginAdmin(t.app, admin.email)).accessToken}` };
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${base}/${url}`, headers: auth, payload });
const get = (url: string) => t.app.inject({ method: 'GET', url: `${base}/${url}`, headers: auth });
const trail = async (id: string) => (await get(`admin_audit/agency/${id}`)).json<AuditEntry[]>();

describe('admin_add', () => {
  it('creates a confirmed agency with a slug, hashed password and an audit record', async () => {
    const referrer = await insertReferrer(t.app.db, {
      codice: 'ADD-1',
      nome: 'Luca',
      cognome: 'Marino',
    });
    const res = await post('admin_add', {
      nome: '  Immobiliare Aggiunta ',
      email: 'Aggiunta@Example.IT',
      password: 'Una-Password-Robusta-1',
      regioneSociale: 'Aggiunta S.r.l.',
      partitaIva: '01234567897',
      provincia: 'rm',
      comune: 'roma',
      cap: '00184',
      cellulare: '',
      referente: referrer.id,
    });
    expect(res.statusCode).toBe(200);
    const agency = res.json<Agency>();
    expect(agency).toMatchObject({
      nome: 'Immobiliare Aggiunta',
      email: 'aggiunta@example.it',
      state: 'CONFERMATO',
      agenteInterno: false,
      provincia: 'RM',
      comune: 'Roma',
      cellulare: null,
      referente: { codice: 'ADD-1' },
    });
    expect(agency.slug).toMatch(/^immobiliare-aggiunta-[0-9a-f]{6}$/);
    expect(res.body).not.toMatch(/password|argon/i);
    const [row] = await t.app.db.select().from(agencies).where(eq(agencies.id, agency._id));
    expect(await verifyPassword(row!.passwordHash, 'Una-Password-Robusta-1')).toBe(true);
    const [entry] = await trail(agency._id);
    expect(entry?.action).toBe('create');
    expect(entry?.admin).toMatchObject({ name: 'Sara', surname: 'Galli' });
    expect(entry?.changes).toContainEqual({
      field: 'referente',
      old: null,
      new: 'ADD-1 – Marino Luca',
    });
    expect(JSON.stringify(entry)).not.toContain('Una-Password-Robusta-1');
    // The new agency can log in at once.
    expect(await loginAgency(t.app, 'aggiunta@example.it', 'Una-Password-Robusta-1')).toBeTruthy();
  });

  it('requires nome, email and password, with Italian messages per field', async () => {
    const res = await post('admin_add', { nome: ' ', email: 'non-una-mail' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.details).toMatchObject({
      nome: 'Inserisci il nome',
      email: 'E-mail non valida',
      password: 'Inserisci la password',
    });
  });

  it('refuses a common password, a bad Partita IVA and a comune outside the province', async () => {
    const ok = {
      nome: 'Prova',
      email: 'prova-regole@example.it',
      password: 'Una-Password-Robusta-1',
    };
    const common = await post('admin_add', { ...ok, password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().details.password).toMatch(/troppo comune/);
    const piva = await post('admin_add', { ...ok, partitaIva: '01234567890' });
    expect(piva.json().details.partitaIva).toMatch(/cifra di controllo/);
    const place = await post('admin_add', { ...ok, provincia: 'MI', comune: 'Roma' });
    expect(place.statusCode).toBe(400);
    expect(place.json().details.comune).toBe('Il comune non appartiene alla provincia scelta');
    const cap = await post('admin_add', { ...ok, provincia: 'RM', comune: 'Roma', cap: '20121' });
    expect(cap.json().details.cap).toBe('Il CAP non appartiene al comune scelto');
    const ref = await post('admin_add', {
      ...ok,
      referente: '00000000-0000-4000-8000-000000000000',
    });
    expect(ref.json().details.referente).toBe('Referente non trovato');
  });

  it('answers 409 in Italian for an e-mail or Partita IVA already used', async () => {
    await insertAgency(t.app.db, { email: 'doppia@example.it', partitaIva: '12345678903' });
    const email = await post('admin_add', {
      nome: 'X',
      email: 'DOPPIA@example.it',
      password: 'Una-Password-Robusta-1',
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('Esiste già un’agenzia con questa e-mail.');
    const piva = await post('admin_add', {
      nome: 'X',
      email: 'altra@example.it',
      password: 'Una-Password-Robusta-1',
      partitaIva: '12345678903',
    });
    expect(piva.statusCode).toBe(409);
    expect(piva.json().message).toBe('Esiste già un’agenzia con questa Partita IVA.');
  });
});

describe('admin_update', () => {
  it('confirms a pending agency, records old → new, and the agency can then log in', async () => {
    const pending = await insertAgency(t.app.db, {
      nome: 'Attesa',
      state: 'DA CONFERMARE',
      partitaIva: null,
    });
    await expect(loginAgency(t.app, pending.email)).rejects.toThrow(/403/);
    const res = await post('admin_update', {
      _id: pending.id,
      nome: 'Attesa Srl',
      email: pending.email,
      state: 'CONFERMATO',
      telefono: '06 1234567',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Agency>()).toMatchObject({
      nome: 'Attesa Srl',
      state: 'CONFERMATO',
      telefono: '06 1234567',
    });
    expect(await loginAgency(t.app, pending.email)).toBeTruthy();
    const [entry] = await trail(pending.id);
    expect(entry?.action).toBe('update');
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'nome', old: 'Attesa', new: 'Attesa Srl' },
        { field: 'state', old: 'DA CONFERMARE', new: 'CONFERMATO' },
        { field: 'telefono', old: null, new: '06 1234567' },
      ]),
    );
    expect(entry?.changes).toHaveLength(3);
  });

  it('ignores password, slug and points sent along (mass assignment, S10) and changes nothing without a change', async () => {
    const a = await insertAgency(t.app.db, { nome: 'Massa', points: 7 });
    const before = (await trail(a.id)).length;
    const res = await post('admin_update', {
      _id: a.id,
      nome: 'Massa',
      email: a.email,
      state: 'CONFERMATO',
      password: 'Nuova-Password-Furba-9',
      passwordHash: 'x',
      slug: 'rubata',
      points: 999,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(agencies).where(eq(agencies.id, a.id));
    expect(row).toMatchObject({ slug: a.slug, points: 7, passwordHash: a.passwordHash });
    expect(await loginAgency(t.app, a.email, PASSWORD)).toBeTruthy();
    expect((await trail(a.id)).length).toBe(before);
  });

  it('sets agenteInterno and the referrer, clears a field with an empty string', async () => {
    const ref = await insertReferrer(t.app.db, { codice: 'UPD-1' });
    const a = await insertAgency(t.app.db, { cellulare: '333 1234567' });
    const res = await post('admin_update', {
      _id: a.id,
      nome: a.nome,
      email: a.email,
      state: 'CONFERMATO',
      agenteInterno: true,
      referente: ref.id,
      cellulare: '',
    });
    expect(res.json<Agency>()).toMatchObject({
      agenteInterno: true,
      referente: { codice: 'UPD-1' },
      cellulare: null,
    });
    const cleared = await post('admin_update', {
      _id: a.id,
      nome: a.nome,
      email: a.email,
      state: 'CONFERMATO',
      referente: null,
    });
    expect(cleared.json<Agency>().referente).toBeNull();
  });

  it('back to DA CONFERMARE ends the agency’s open sessions', async () => {
    const a = await insertAgency(t.app.db);
    const token = await loginAgency(t.app, a.email);
    await post('admin_update', { _id: a.id, nome: a.nome, email: a.email, state: 'DA CONFERMARE' });
    const me = await t.app.inject({
      method: 'GET',
      url: `${base}/user_fetchMeFromToken`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('needs nome, email and state; 404 for an unknown agency; 409 for another agency’s e-mail', async () => {
    const a = await insertAgency(t.app.db);
    const b = await insertAgency(t.app.db);
    const missing = await post('admin_update', { _id: a.id, nome: 'X', email: a.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.state).toBeTruthy();
    const unknown = await post('admin_update', {
      _id: '00000000-0000-4000-8000-000000000000',
      nome: 'X',
      email: 'x@example.it',
      state: 'CONFERMATO',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Agenzia non trovata.');
    const taken = await post('admin_update', {
      _id: a.id,
      nome: 'X',
      email: b.email,
      state: 'CONFERMATO',
    });
    expect(taken.statusCode).toBe(409);
  });
});

describe('admin_delete', () => {
  it('deletes an agency without appointments with its service requests, and audits it', async () => {
    const a = await insertAgency(t.app.db, { nome: 'Da Cancellare' });
    const [svc] = await t.app.db.insert(services).values({ name: 'Servizio Delete' }).returning();
    await t.app.db.insert(serviceRequests).values({ agencyId: a.id, serviceId: svc!.id });
    const res = await post('admin_delete', { id: a.id });
    expect(res.statusCode).toBe(200);
    expect(await t.app.db.select().from(agencies).where(eq(agencies.id, a.id))).toHaveLength(0);
    expect(
      await t.app.db.select().from(serviceRequests).where(eq(serviceRequests.agencyId, a.id)),
    ).toHaveLength(0);
    const [entry] = await trail(a.id);
    expect(entry?.action).toBe('delete');
    expect(entry?.changes).toContainEqual({ field: 'nome', old: 'Da Cancellare', new: null });
    expect((await post('admin_delete', { id: a.id })).statusCode).toBe(404);
  });

  it('refuses with an Italian 409 while the agency has appointments, as agency or as agent', async () => {
    const a = await insertAgency(t.app.db);
    const agent = await insertAgency(t.app.db, { agenteInterno: true });
    await t.app.db.insert(appointments).values({
      agencyId: a.id,
      agentId: agent.id,
      name: 'N',
      surname: 'S',
      email: 'c@example.it',
      cellulare: '3',
    });
    for (const id of [a.id, agent.id]) {
      const res = await post('admin_delete', { id });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Impossibile cancellare l’agenzia: ha un appuntamento collegato. Per bloccarne l’accesso impostala come DA CONFERMARE.',
      );
    }
    expect(await t.app.db.select().from(agencies).where(eq(agencies.id, a.id))).toHaveLength(1);
    expect(await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, a.id))).toHaveLength(
      0,
    );
  });
});

describe('reads', () => {
  it('admin_getAll lists every agency newest first, with state and referrer, never a hash', async () => {
    const res = await get('admin_getAll');
    expect(res.statusCode).toBe(200);
    const list = res.json<Agency[]>();
    const [count] = await t.app.db.$count(agencies).then((n) => [n]);
    expect(list).toHaveLength(count!);
    expect(list.every((a) => a.state === 'CONFERMATO' || a.state === 'DA CONFERMARE')).toBe(true);
    const times = list.map((a) => Date.parse(a.created_at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(res.body).not.toMatch(/passwordHash|argon2/);
  });

  it('admin_get answers one agency; a malformed id is a 400, an unknown one 404', async () => {
    const a = await insertAgency(t.app.db, { nome: 'Singola' });
    expect((await get(`admin_get/${a.id}`)).json<Agency>().nome).toBe('Singola');
    expect((await get('admin_get/non-un-id')).statusCode).toBe(400);
    expect((await get('admin_get/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('fetchFromUser lists the agency’s service requests', async () => {
    const a = await insertAgency(t.app.db);
    const [svc] = await t.app.db.insert(services).values({ name: 'Valutazione' }).returning();
    await t.app.db.insert(serviceRequests).values({ agencyId: a.id, serviceId: svc!.id });
    const res = await t.app.inject({
      method: 'GET',
      url: `/v2/8volante/user_servizi/fetchFromUser/${a.id}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ service: { _id: svc!.id, name: 'Valutazione' }, requested: true }),
    ]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/v2/8volante/user_servizi/fetchFromUser/00000000-0000-4000-8000-000000000000',
      headers: auth,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('admin_audit refuses an unknown kind of record', async () => {
    const res = await get('admin_audit/gatto/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(400);
  });
});
