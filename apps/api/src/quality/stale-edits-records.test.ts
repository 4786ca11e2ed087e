import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, type AdminService, type Appointment, type Referrer } from '@portal/shared';
import { appointments, referrers, services } from '../db/schema/index';
import { insertAppointments } from '../modules/appointments/appointments.fixtures';
import { sendForm, serviceData } from '../modules/services/services-admin.fixtures';
import { insertAgency, insertReferrer, loginAgency } from '../test/fixtures';
import { openStaleEdits, stale, type StaleEdits } from './stale-edits.fixtures';

// Decision 028 on the referrer, the service (multipart) and the appointment: each edit
// route writes only over the version its form was loaded from, and a stale save gets 409
// STALE_EDIT naming who saved last, the internal agent for an appointment.

let c: StaleEdits;
beforeAll(async () => {
  c = await openStaleEdits();
});
afterAll(async () => {
  await c.t.close();
});

describe('referrer: referenti/admin_update', () => {
  it('passes fresh saves in sequence and refuses a stale one, writing nothing', async () => {
    const row = await insertReferrer(c.t.app.db, { nome: 'Tina', cognome: 'Schede' });
    const edit = (extra: object) => ({
      _id: row.id,
      codice: row.codice,
      nome: 'Tina',
      cognome: 'Schede',
      email: row.email,
      ...extra,
    });
    const list = (await c.get(c.sara, 'user/referentiAlleare')).json<Referrer[]>();
    expect(list.find((r) => r._id === row.id)?.version).toBe(1);
    const first = await c.post(
      c.sara,
      'referenti/admin_update',
      edit({ nome: 'Tiziana', version: 1 }),
    );
    expect(first.json<Referrer>()).toMatchObject({ nome: 'Tiziana', version: 2 });
    const again = await c.post(
      c.sara,
      'referenti/admin_update',
      edit({ nome: 'Tiziana', urlAgente: 'https://partner.example.it/tina', version: 2 }),
    );
    expect(again.json<Referrer>().version).toBe(3);
    const stalePost = await c.post(
      c.luca,
      'referenti/admin_update',
      edit({ nome: 'Tina', version: 2 }),
    );
    expect(stalePost.statusCode).toBe(409);
    expect(stalePost.json()).toMatchObject({
      code: ErrorCode.staleEdit,
      message: stale('Sara Galli'),
    });
    const [after] = await c.t.app.db.select().from(referrers).where(eq(referrers.id, row.id));
    expect(after).toMatchObject({
      nome: 'Tiziana',
      urlAgente: 'https://partner.example.it/tina',
      version: 3,
    });
  });

  it('a deactivation moves the version: the open form is stale after it', async () => {
    const row = await insertReferrer(c.t.app.db);
    const off = await c.post(c.luca, 'referenti/admin_setActive', { id: row.id, active: false });
    expect(off.json<Referrer>().version).toBe(2);
    const late = await c.post(c.sara, 'referenti/admin_update', {
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
      c.t.app,
      c.saraToken,
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
      c.t.app,
      c.saraToken,
      'admin_update',
      data({ promo: true, version: 1 }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json<AdminService>()).toMatchObject({ promo: true, version: 2 });
    const second = await sendForm(
      c.t.app,
      c.saraToken,
      'admin_update',
      data({ promo: true, prices_with: 5_000, version: 2 }),
    );
    expect(second.json<AdminService>()).toMatchObject({ prices_with: 5_000, version: 3 });
    const late = await sendForm(
      c.t.app,
      c.saraToken,
      'admin_update',
      data({ color: '#000000', version: 1 }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: ErrorCode.staleEdit, message: stale('Sara Galli') });
    const [after] = await c.t.app.db.select().from(services).where(eq(services.id, service._id));
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
    const ref = await insertReferrer(c.t.app.db);
    const agent = await insertAgency(c.t.app.db, {
      nome: 'Marco Ferri',
      agenteInterno: true,
      referenteId: ref.id,
    });
    const linked = await insertAgency(c.t.app.db, { referenteId: ref.id });
    const [row] = await insertAppointments(c.t.app.db, linked.id, [{ agentId: agent.id }]);
    const token = `Bearer ${await loginAgency(c.t.app, agent.email)}`;
    const read = await c.get(token, `appuntamenti/user_fetchOne/${row!.id}`);
    const loaded = read.json<Appointment>();
    expect(loaded.version).toBe(1);
    const edit = (extra: object) => ({ ...loaded, agenzia: linked.id, ...extra });

    const first = await c.post(
      token,
      'appuntamenti/user_edit',
      edit({ state: 'Fatto Appuntamento' }),
    );
    expect(first.json<Appointment>()).toMatchObject({ state: 'Fatto Appuntamento', version: 2 });
    const second = await c.post(
      token,
      'appuntamenti/user_edit',
      edit({ state: 'Fatto Appuntamento', description: 'Richiamare', version: 2 }),
    );
    expect(second.json<Appointment>().version).toBe(3);

    const late = await c.post(
      token,
      'appuntamenti/user_edit',
      edit({ name: 'Vecchio', version: 2 }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: ErrorCode.staleEdit, message: stale('Marco Ferri') });

    // The admin's description (the desk) moves the version too, and names the admin.
    const desk = await c.post(c.sara, 'appuntamenti/admin_descr', {
      id: row!.id,
      description: 'Dal desk',
    });
    expect(desk.json<Appointment>().version).toBe(4);
    const afterDesk = await c.post(
      token,
      'appuntamenti/user_edit',
      edit({ name: 'Vecchio', version: 3 }),
    );
    expect(afterDesk.json()).toMatchObject({ message: stale('Sara Galli') });

    const [after] = await c.t.app.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, row!.id));
    expect(after).toMatchObject({
      name: loaded.name,
      state: 'Fatto Appuntamento',
      description: 'Dal desk',
      version: 4,
    });
  });
});
