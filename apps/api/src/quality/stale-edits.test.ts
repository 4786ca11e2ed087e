import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  type AdminService,
  type Agency,
  type Appointment,
  type Referrer,
} from '@portal/shared';
import { agencies, appointments, referrers, services } from '../db/schema/index';
import { insertAppointments } from '../modules/appointments/appointments.fixtures';
import { confirmAgency } from '../modules/registration/registration.queries';
import { sendForm, serviceData } from '../modules/services/services-admin.fixtures';
import {
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAdmin,
  loginAgency,
} from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/test-app';

// Decision 028: each edit route writes only over the version its form was loaded from. A
// stale save gets 409 STALE_EDIT naming who saved last and when, and changes nothing; a save
// without a version is written as before.

let t: TestContext;
/** Bearer tokens of two admins: Sara Galli, and one known only by e-mail. */
let sara: string;
let luca: string;
let saraToken: string;
const slug = '8volante';

/** The test clock stands at 10:00 UTC: 11:00 in Rome, on the day the saves are made. */
const stale = (who: string) =>
  `Questa scheda è stata modificata da ${who} alle 11:00: ricarica per vedere le modifiche`;

beforeAll(async () => {
  t = await createTestApp();
  const a = await insertAdmin(t.app.db, { name: 'Sara', surname: 'Galli' });
  const b = await insertAdmin(t.app.db, { name: '', surname: '', email: 'luca.admin@example.it' });
  saraToken = (await loginAdmin(t.app, a.email)).accessToken;
  sara = `Bearer ${saraToken}`;
  luca = `Bearer ${(await loginAdmin(t.app, b.email)).accessToken}`;
});
afterAll(async () => {
  await t.close();
});

const post = (authorization: string, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/v2/${slug}/${path}`, headers: { authorization }, payload });
const get = (authorization: string, path: string) =>
  t.app.inject({ method: 'GET', url: `/v2/${slug}/${path}`, headers: { authorization } });

describe('agency: user/admin_update', () => {
  async function agency() {
    const row = await insertAgency(t.app.db);
    const edit = (extra: object) => ({
      _id: row.id,
      nome: row.nome,
      email: row.email,
      state: 'CONFERMATO',
      ...extra,
    });
    return { row, edit };
  }
  const stored = async (id: string) =>
    (await t.app.db.select().from(agencies).where(eq(agencies.id, id)))[0]!;

  it('answers the version; a fresh save and the next one from the same form both pass', async () => {
    const { row, edit } = await agency();
    expect((await get(sara, `user/admin_get/${row.id}`)).json<Agency>().version).toBe(1);
    const first = await post(
      sara,
      'user/admin_update',
      edit({ telefono: '06 1111111', version: 1 }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json<Agency>().version).toBe(2);
    const second = await post(
      sara,
      'user/admin_update',
      edit({ telefono: '06 1111111', indirizzo: 'Via Uno 1', version: 2 }),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json<Agency>()).toMatchObject({
      version: 3,
      telefono: '06 1111111',
      indirizzo: 'Via Uno 1',
    });
  });

  it('refuses a stale save with 409 naming the admin who saved, and writes nothing', async () => {
    const { row, edit } = await agency();
    const tabA = await post(
      sara,
      'user/admin_update',
      edit({ telefono: '06 1234567', version: 1 }),
    );
    expect(tabA.statusCode).toBe(200);
    const tabB = await post(
      luca,
      'user/admin_update',
      edit({ telefono: '', indirizzo: 'Via Vecchia 2', version: 1 }),
    );
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json()).toMatchObject({ code: ErrorCode.staleEdit, message: stale('Sara Galli') });
    expect(await stored(row.id)).toMatchObject({
      telefono: '06 1234567',
      indirizzo: null,
      version: 2,
    });
    // The trail holds the one save that was written.
    const trail = (await get(sara, `user/admin_audit/agency/${row.id}`)).json<unknown[]>();
    expect(trail).toHaveLength(1);
  });

  it('names an admin without a name by e-mail', async () => {
    const { edit } = await agency();
    expect((await post(luca, 'user/admin_update', edit({ version: 1 }))).statusCode).toBe(200);
    const late = await post(sara, 'user/admin_update', edit({ titolare: 'Rossi', version: 1 }));
    expect(late.json()).toMatchObject({ message: stale('luca.admin@example.it') });
  });

  it('lets one of two saves racing from the same version through', async () => {
    const { row, edit } = await agency();
    const answers = await Promise.all(
      ['06 1000001', '06 1000002', '06 1000003'].map((telefono) =>
        post(sara, 'user/admin_update', edit({ telefono, version: 1 })),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json<Agency>();
    expect(await stored(row.id)).toMatchObject({ telefono: winner.telefono, version: 2 });
  });

  it('writes a save without a version as before (last write wins)', async () => {
    const { row, edit } = await agency();
    await post(sara, 'user/admin_update', edit({ telefono: '06 2222222', version: 1 }));
    const blind = await post(luca, 'user/admin_update', edit({ telefono: '06 3333333' }));
    expect(blind.statusCode).toBe(200);
    expect(await stored(row.id)).toMatchObject({ telefono: '06 3333333', version: 3 });
  });

  it('moves the version when the agency confirms its e-mail, naming the agency', async () => {
    const { row, edit } = await agency();
    await t.app.db.update(agencies).set({ state: 'DA CONFERMARE' }).where(eq(agencies.id, row.id));
    // What the verification link does (registration.service's confirmation).
    await confirmAgency(t.app.db, row.id, new Date(t.clock.now()));
    const late = await post(
      sara,
      'user/admin_update',
      edit({ state: 'DA CONFERMARE', version: 1 }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: stale(row.nome) });
    expect((await stored(row.id)).state).toBe('CONFERMATO');
  });

  it('answers 404 for an agency that does not exist, with or without a version', async () => {
    const missing = {
      _id: '00000000-0000-4000-8000-000000000000',
      nome: 'Nessuna',
      email: 'nessuna@example.it',
      state: 'CONFERMATO',
    };
    expect((await post(sara, 'user/admin_update', { ...missing, version: 3 })).statusCode).toBe(
      404,
    );
    expect((await post(sara, 'user/admin_update', missing)).statusCode).toBe(404);
  });
});

describe('referrer: referenti/admin_update', () => {
  it('passes fresh saves in sequence and refuses a stale one, writing nothing', async () => {
    const row = await insertReferrer(t.app.db, { nome: 'Tina', cognome: 'Schede' });
    const edit = (extra: object) => ({
      _id: row.id,
      codice: row.codice,
      nome: 'Tina',
      cognome: 'Schede',
      email: row.email,
      ...extra,
    });
    const list = (await get(sara, 'user/referentiAlleare')).json<Referrer[]>();
    expect(list.find((r) => r._id === row.id)?.version).toBe(1);
    const first = await post(sara, 'referenti/admin_update', edit({ nome: 'Tiziana', version: 1 }));
    expect(first.json<Referrer>()).toMatchObject({ nome: 'Tiziana', version: 2 });
    const again = await post(
      sara,
      'referenti/admin_update',
      edit({ nome: 'Tiziana', urlAgente: 'https://partner.example.it/tina', version: 2 }),
    );
    expect(again.json<Referrer>().version).toBe(3);
    const stalePost = await post(
      luca,
      'referenti/admin_update',
      edit({ nome: 'Tina', version: 2 }),
    );
    expect(stalePost.statusCode).toBe(409);
    expect(stalePost.json()).toMatchObject({
      code: ErrorCode.staleEdit,
      message: stale('Sara Galli'),
    });
    const [after] = await t.app.db.select().from(referrers).where(eq(referrers.id, row.id));
    expect(after).toMatchObject({
      nome: 'Tiziana',
      urlAgente: 'https://partner.example.it/tina',
      version: 3,
    });
  });

  it('a deactivation moves the version: the open form is stale after it', async () => {
    const row = await insertReferrer(t.app.db);
    const off = await post(luca, 'referenti/admin_setActive', { id: row.id, active: false });
    expect(off.json<Referrer>().version).toBe(2);
    const late = await post(sara, 'referenti/admin_update', {
      _id: row.id,
      codice: row.codice,
      nome: 'Altro',
      cognome: row.cognome,
      email: row.email,
      version: 1,
    });
    expect(late.json()).toMatchObject({ message: stale('luca.admin@example.it') });
  });
});

describe('service: servizi/admin_update (multipart)', () => {
  it('passes fresh saves in sequence and refuses a stale one, writing nothing', async () => {
    const created = await sendForm(
      t.app,
      saraToken,
      'admin_add',
      serviceData({ name: 'Perizia Due Schede' }),
    );
    const service = created.json<AdminService>();
    expect(service.version).toBe(1);
    const data = (extra: object) => ({
      ...serviceData({ name: 'Perizia Due Schede' }),
      _id: service._id,
      ...extra,
    });
    const first = await sendForm(
      t.app,
      saraToken,
      'admin_update',
      data({ promo: true, version: 1 }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json<AdminService>()).toMatchObject({ promo: true, version: 2 });
    const second = await sendForm(
      t.app,
      saraToken,
      'admin_update',
      data({ promo: true, prices_with: 5_000, version: 2 }),
    );
    expect(second.json<AdminService>()).toMatchObject({ prices_with: 5_000, version: 3 });
    const late = await sendForm(
      t.app,
      saraToken,
      'admin_update',
      data({ color: '#000000', version: 1 }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: ErrorCode.staleEdit, message: stale('Sara Galli') });
    const [after] = await t.app.db.select().from(services).where(eq(services.id, service._id));
    expect(after).toMatchObject({
      promo: true,
      priceWithCents: 5_000,
      color: '#1f4e79',
      version: 3,
    });
  });
});

describe('appointment: appuntamenti/user_edit', () => {
  it('refuses an agent’s stale save after another save, naming who made it', async () => {
    const ref = await insertReferrer(t.app.db);
    const agent = await insertAgency(t.app.db, {
      nome: 'Marco Ferri',
      agenteInterno: true,
      referenteId: ref.id,
    });
    const linked = await insertAgency(t.app.db, { referenteId: ref.id });
    const [row] = await insertAppointments(t.app.db, linked.id, [{ agentId: agent.id }]);
    const token = `Bearer ${await loginAgency(t.app, agent.email)}`;
    const read = await get(token, `appuntamenti/user_fetchOne/${row!.id}`);
    const loaded = read.json<Appointment>();
    expect(loaded.version).toBe(1);
    const edit = (extra: object) => ({ ...loaded, agenzia: linked.id, ...extra });

    const first = await post(
      token,
      'appuntamenti/user_edit',
      edit({ state: 'Fatto Appuntamento' }),
    );
    expect(first.json<Appointment>()).toMatchObject({ state: 'Fatto Appuntamento', version: 2 });
    const second = await post(
      token,
      'appuntamenti/user_edit',
      edit({ state: 'Fatto Appuntamento', description: 'Richiamare', version: 2 }),
    );
    expect(second.json<Appointment>().version).toBe(3);

    const late = await post(token, 'appuntamenti/user_edit', edit({ name: 'Vecchio', version: 2 }));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: ErrorCode.staleEdit, message: stale('Marco Ferri') });

    // The admin's description (the desk) moves the version too, and names the admin.
    const desk = await post(sara, 'appuntamenti/admin_descr', {
      id: row!.id,
      description: 'Dal desk',
    });
    expect(desk.json<Appointment>().version).toBe(4);
    const afterDesk = await post(
      token,
      'appuntamenti/user_edit',
      edit({ name: 'Vecchio', version: 3 }),
    );
    expect(afterDesk.json()).toMatchObject({ message: stale('Sara Galli') });

    const [after] = await t.app.db.select().from(appointments).where(eq(appointments.id, row!.id));
    expect(after).toMatchObject({
      name: loaded.name,
      state: 'Fatto Appuntamento',
      description: 'Dal desk',
      version: 4,
    });
  });
});

describe('the version field', () => {
  it('refuses a version that is not a positive integer with 400, on every edit route', async () => {
    const row = await insertAgency(t.app.db);
    const edit = { _id: row.id, nome: row.nome, email: row.email, state: 'CONFERMATO' };
    for (const version of [0, -1, 1.5, '2', 2 ** 31, 1e15]) {
      const res = await post(sara, 'user/admin_update', { ...edit, version });
      expect(res.statusCode, String(version)).toBe(400);
      expect(res.json<{ details: Record<string, string> }>().details).toHaveProperty('version');
    }
    expect(
      (await t.app.db.select().from(agencies).where(eq(agencies.id, row.id)))[0],
    ).toMatchObject({ version: 1 });
  });
});
