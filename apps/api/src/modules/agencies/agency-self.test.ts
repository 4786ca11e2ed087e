import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  agencies,
  agencyMailMarks,
  agencyMailPrefs,
  consents,
  serviceRequests,
  services,
} from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  PASSWORD,
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAgency,
} from '../../test/fixtures';
import { decodeQuotedPrintable, startSmtpReceiver } from '../../test/smtp';
import { insertAppointments } from '../appointments/appointments.fixtures';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const url = (call: string) => `/v2/${t.config.productSlug}/user/${call}`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const change = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: url('user_changePassword'),
    headers: auth(token),
    payload: payload as object,
  });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: url('user_fetchMeFromToken'), headers: auth(token) });

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('user_changePassword', () => {
  it('refuses a wrong current password with the Italian message', async () => {
    const agency = await insertAgency(t.app.db);
    const token = await loginAgency(t.app, agency.email);
    const res = await change(token, {
      password_attuale: 'sbagliata',
      password_nuova: 'Nuova-Password-2026',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La password attuale non è corretta');
    expect(res.json().details).toEqual({ password_attuale: 'La password attuale non è corretta' });
  });

  it('refuses a new password equal to the current one, too short, or common', async () => {
    const agency = await insertAgency(t.app.db);
    const token = await loginAgency(t.app, agency.email);
    const same = await change(token, { password_attuale: PASSWORD, password_nuova: PASSWORD });
    expect(same.json().message).toBe('La password deve essere diversa');
    const short = await change(token, { password_attuale: PASSWORD, password_nuova: 'corta' });
    expect(short.json().details.password_nuova).toBe('La password deve avere almeno 8 caratteri.');
    const common = await change(token, {
      password_attuale: PASSWORD,
      password_nuova: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().details.password_nuova).toMatch(/troppo comune/);
    const missing = await change(token, { password_nuova: 'Nuova-Password-2026' });
    expect(missing.json().details.password_attuale).toBe('Campi Mancanti');
  });

  it('changes it, keeps this session, ends the others; the new password logs in', async () => {
    const agency = await insertAgency(t.app.db);
    const current = await loginAgency(t.app, agency.email);
    const other = await loginAgency(t.app, agency.email);
    const fresh = 'Una-Password-Nuova-2026';
    const res = await change(current, { password_attuale: PASSWORD, password_nuova: fresh });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, otherSessionsEnded: 1 });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    await expect(loginAgency(t.app, agency.email)).rejects.toThrow(/401/);
    expect(await loginAgency(t.app, agency.email, fresh)).toBeTruthy();
    const logs = JSON.stringify(t.logs);
    expect(logs).not.toContain(fresh);
    expect(logs).not.toContain(PASSWORD);
  });

  it('keeps a 64-character password exactly (S2)', async () => {
    const agency = await insertAgency(t.app.db);
    const token = await loginAgency(t.app, agency.email);
    const long = 'Un treno lento da Bari a Trento, 3 caffè e 2 libri di Calvino!!!';
    expect(
      (await change(token, { password_attuale: PASSWORD, password_nuova: long })).statusCode,
    ).toBe(200);
    expect(await loginAgency(t.app, agency.email, long)).toBeTruthy();
    await expect(loginAgency(t.app, agency.email, long.slice(0, 63))).rejects.toThrow(/401/);
  });
});

describe('user_agenzieCollegate', () => {
  it('lists the agencies of the agent’s referrer, not itself nor other internal agents', async () => {
    const r = await insertReferrer(t.app.db);
    const s = await insertReferrer(t.app.db);
    const agent = await insertAgency(t.app.db, { referenteId: r.id, agenteInterno: true });
    await insertAgency(t.app.db, { referenteId: r.id, agenteInterno: true, nome: 'Altro Agente' });
    const b = await insertAgency(t.app.db, {
      referenteId: r.id,
      nome: 'Bravo Immobili',
      comune: 'Roma',
      provincia: 'RM',
    });
    const a = await insertAgency(t.app.db, { referenteId: r.id, nome: 'Alfa Case' });
    await insertAgency(t.app.db, { referenteId: s.id, nome: 'Di un altro referente' });
    const res = await t.app.inject({
      method: 'GET',
      url: url('user_agenzieCollegate'),
      headers: auth(await loginAgency(t.app, agent.email)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { _id: a.id, nome: 'Alfa Case', email: a.email, comune: null, provincia: null },
      { _id: b.id, nome: 'Bravo Immobili', email: b.email, comune: 'Roma', provincia: 'RM' },
    ]);
  });

  it('an agent without referrer has none; a plain agency is refused', async () => {
    const lonely = await insertAgency(t.app.db, { agenteInterno: true });
    const res = await t.app.inject({
      method: 'GET',
      url: url('user_agenzieCollegate'),
      headers: auth(await loginAgency(t.app, lonely.email)),
    });
    expect(res.json()).toEqual([]);
    const plain = await insertAgency(t.app.db);
    const refused = await t.app.inject({
      method: 'GET',
      url: url('user_agenzieCollegate'),
      headers: auth(await loginAgency(t.app, plain.email)),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('GDPR: user_exportData and user_requestErasure', () => {
  it('downloads the agency’s own data as JSON, nothing of others, no secrets', async () => {
    const a = await insertAgency(t.app.db, { nome: 'Esporta Srl' });
    const b = await insertAgency(t.app.db);
    await t.app.db.insert(consents).values({ agencyId: a.id, kind: 'privacy', version: '2026-11' });
    const [svc] = await t.app.db
      .insert(services)
      .values({ name: 'Servizio Export', visibility: 'reserved' })
      .returning();
    await t.app.db.insert(serviceRequests).values({ agencyId: a.id, serviceId: svc!.id });
    const [leadOfA] = await insertAppointments(t.app.db, a.id, [{ name: 'ClienteDiA' }]);
    const [leadOfB] = await insertAppointments(t.app.db, b.id, [{ name: 'ClienteDiB' }]);
    await t.app.db
      .insert(agencyMailPrefs)
      .values({ agencyId: a.id, kind: 'ranking_change', enabled: false });
    await t.app.db.insert(agencyMailMarks).values([
      { agencyId: a.id, appointmentId: leadOfA!.id, kind: 'lead_progress', milestone: 'Contratto' },
      { agencyId: b.id, appointmentId: leadOfB!.id, kind: 'lead_progress', milestone: 'Contratto' },
    ]);
    const token = await loginAgency(t.app, a.email);
    const res = await t.app.inject({
      method: 'GET',
      url: url('user_exportData'),
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="dati-agenzia.json"');
    const data = res.json();
    expect(data.agenzia).toMatchObject({ _id: a.id, nome: 'Esporta Srl' });
    expect(data.consensi).toEqual([
      { tipo: 'privacy', versione: '2026-11', accettatoIl: expect.any(String) },
    ]);
    expect(data.richiesteServizi.map((r: { service: { name: string } }) => r.service.name)).toEqual(
      ['Servizio Export'],
    );
    expect(data.appuntamenti.map((x: { name: string }) => x.name)).toEqual(['ClienteDiA']);
    // The notification switches (defaults filled in) and the mails they sent (decision 053).
    expect(data.notificheEmail).toEqual({
      lead_recorded: true,
      lead_progress: true,
      lead_milestone: true,
      lead_note: true,
      ranking_change: false,
      service_request_state: true,
    });
    expect(data.emailInviate).toEqual([
      {
        appuntamento: leadOfA!.id,
        tipo: 'lead_progress',
        evento: 'Contratto',
        il: expect.any(String),
      },
    ]);
    expect(data.richiestaCancellazione).toBeNull();
    expect(res.body).not.toContain(leadOfB!.id);
    expect(res.body).not.toContain('ClienteDiB');
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain(token);
  });

  it('records the erasure request once, mails the admins once, answers the first date', async () => {
    const admin = await insertAdmin(t.app.db, { email: 'gdpr-admin@example.it' });
    await insertAdmin(t.app.db, { email: 'inattivo@example.it', active: false });
    const a = await insertAgency(t.app.db, { nome: 'Cancellami Srl' });
    const token = await loginAgency(t.app, a.email);
    const first = await t.app.inject({
      method: 'POST',
      url: url('user_requestErasure'),
      headers: auth(token),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      richiestaIl: new Date(t.clock.now()).toISOString(),
      giaRichiesta: false,
    });
    t.clock.advance(60_000);
    const second = await t.app.inject({
      method: 'POST',
      url: url('user_requestErasure'),
      headers: auth(token),
    });
    expect(second.json()).toEqual({ richiestaIl: first.json().richiestaIl, giaRichiesta: true });
    const [row] = await t.app.db.select().from(agencies).where(eq(agencies.id, a.id));
    expect(row!.erasureRequestedAt!.toISOString()).toBe(first.json().richiestaIl);
    await t.drainOutbox();
    const mails = smtp.inbox.filter((m) => decodeQuotedPrintable(m.raw).includes('Cancellami Srl'));
    expect(mails.map((m) => m.to).flat()).toEqual([admin.email]);
  });

  it('user_erasureRequest tells a later visit whether a request waits, and since when', async () => {
    const a = await insertAgency(t.app.db, { nome: 'Ricaricami Srl' });
    const other = await insertAgency(t.app.db, { nome: 'Altra Srl' });
    const token = await loginAgency(t.app, a.email);
    const state = (tk: string) =>
      t.app.inject({ method: 'GET', url: url('user_erasureRequest'), headers: auth(tk) });
    expect((await state(token)).json()).toEqual({ stato: 'nessuna', richiestaIl: null });
    const asked = await t.app.inject({
      method: 'POST',
      url: url('user_requestErasure'),
      headers: auth(token),
    });
    t.clock.advance(3_600_000);
    const later = await state(token);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ stato: 'in_attesa', richiestaIl: asked.json().richiestaIl });
    // Another agency's state is its own.
    const otherToken = await loginAgency(t.app, other.email);
    expect((await state(otherToken)).json()).toEqual({ stato: 'nessuna', richiestaIl: null });
    expect(
      (await t.app.inject({ method: 'GET', url: url('user_erasureRequest') })).statusCode,
    ).toBe(401);
  });
});
