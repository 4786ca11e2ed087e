import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  agencyMailPrefs,
  appointments,
  auditLog,
  serviceRequests,
  services,
} from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin, loginAgency } from '../../test/fixtures';
import { decodeQuotedPrintable, startSmtpReceiver } from '../../test/smtp';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const v2 = (path: string) => `/v2/${t.config.productSlug}/${path}`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
let anna = { id: '', token: '' };
let bruno = { id: '', token: '' };
let agencyToken = '';
let agencyEmail = '';
let serviceId = '';

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  const [svc] = await t.app.db
    .insert(services)
    .values({ name: 'Perizia Express', visibility: 'reserved' })
    .returning();
  serviceId = svc!.id;
  const a = await insertAdmin(t.app.db, { name: 'Anna', surname: 'Neri' });
  const b = await insertAdmin(t.app.db, { name: 'Bruno', surname: 'Verdi' });
  anna = { id: a.id, token: (await loginAdmin(t.app, a.email)).accessToken };
  bruno = { id: b.id, token: (await loginAdmin(t.app, b.email)).accessToken };
  const agency = await insertAgency(t.app.db, { nome: 'Casa Fiorita Srl' });
  agencyEmail = agency.email;
  agencyToken = await loginAgency(t.app, agency.email);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function newRequest() {
  const res = await t.app.inject({
    method: 'POST',
    url: v2('servizi/user_richiediServizio'),
    headers: auth(agencyToken),
    payload: { service: serviceId },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await t.app.db
    .select()
    .from(serviceRequests)
    .where(eq(serviceRequests.serviceId, serviceId));
  return row!;
}

const move = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: v2('user_servizi/admin_transition'),
    headers: auth(token),
    payload,
  });
const queue = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: v2('user/admin_work_queue'),
      headers: auth(anna.token),
    })
  ).json();
const mailsToAgency = () => smtp.inbox.filter((m) => m.to.includes(agencyEmail));

describe('the life of a service request', () => {
  let id = '';

  it('starts inviata, listed for the admins with the agency, and counted in the work queue', async () => {
    id = (await newRequest()).id;
    const list = await t.app.inject({
      method: 'GET',
      url: v2(`user_servizi/admin_list?servizio=${serviceId}&stato=inviata`),
      headers: auth(anna.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        _id: id,
        state: 'inviata',
        owner: null,
        version: 1,
        agency: expect.objectContaining({ nome: 'Casa Fiorita Srl' }),
      }),
    ]);
    expect((await queue()).richiesteServizi).toBe(1);
  });

  it('taking it makes the admin its owner, audits it and mails the agency once', async () => {
    await t.drainOutbox();
    const before = mailsToAgency().length;
    const res = await move(anna.token, { id, to: 'presa_in_carico', version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'presa_in_carico',
      owner: { name: 'Anna', surname: 'Neri' },
      version: 2,
    });
    expect((await queue()).richiesteServizi).toBe(0);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'serviceRequest'), eq(auditLog.entityId, id)));
    expect(audit).toMatchObject({ adminId: anna.id, action: 'update' });
    expect(audit!.changes).toContainEqual({
      field: 'state',
      old: 'inviata',
      new: 'presa_in_carico',
    });
    await t.drainOutbox();
    await t.drainOutbox();
    const mails = mailsToAgency().slice(before);
    expect(mails).toHaveLength(1);
    const body = decodeQuotedPrintable(mails[0]!.raw);
    expect(body).toContain('Presa in carico');
    expect(body).toContain('/area-riservata/services/Perizia%20Express');
  });

  it('refuses with 409 a second admin racing from the same version', async () => {
    const res = await move(bruno.token, { id, to: 'rifiutata', version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('un altro amministratore');
    const [row] = await t.app.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row).toMatchObject({ state: 'presa_in_carico', ownerAdminId: anna.id });
  });

  it('completes it with a note, which the agency then reads with the state', async () => {
    const res = await move(anna.token, {
      id,
      to: 'completata',
      version: 2,
      note: '  Perizia consegnata via PEC  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'completata', note: 'Perizia consegnata via PEC' });
    const mine = await t.app.inject({
      method: 'GET',
      url: v2('servizi/user_fetchRichieste'),
      headers: auth(agencyToken),
    });
    expect(mine.json()).toEqual([
      expect.objectContaining({ state: 'completata', note: 'Perizia consegnata via PEC' }),
    ]);
    await t.drainOutbox();
    const last = mailsToAgency().at(-1)!;
    expect(decodeQuotedPrintable(last.raw)).toContain('Perizia consegnata via PEC');
  });

  it('refuses an illegal move with 409 and an Italian message, changing nothing', async () => {
    const res = await move(anna.token, { id, to: 'presa_in_carico', version: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Una richiesta “Completata” non può diventare “Presa in carico”.',
    );
    const trail = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'serviceRequest'), eq(auditLog.entityId, id)));
    expect(trail).toHaveLength(2);
  });

  it('bounds the note (400) and refuses an unknown request (404) and a non-admin (401)', async () => {
    const long = await move(anna.token, {
      id,
      to: 'rifiutata',
      version: 3,
      note: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().details.note).toMatch(/1000/);
    const gone = await move(anna.token, {
      id: '00000000-0000-4000-8000-000000000000',
      to: 'rifiutata',
      version: 1,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Richiesta di servizio non trovata.');
    expect((await move(agencyToken, { id, to: 'rifiutata', version: 3 })).statusCode).toBe(401);
    const list = await t.app.inject({
      method: 'GET',
      url: v2('user_servizi/admin_list'),
      headers: auth(agencyToken),
    });
    expect(list.statusCode).toBe(401);
  });
});

describe('the work queue', () => {
  it('counts agencies to confirm, appointments to verify, contracts unpaid and erasures', async () => {
    const start = await queue();
    const agency = await insertAgency(t.app.db, {
      state: 'DA CONFERMARE',
      erasureRequestedAt: new Date(),
    });
    const base = {
      agencyId: agency.id,
      name: 'Luca',
      surname: 'Blu',
      email: 'l@example.it',
      cellulare: '3331234567',
    };
    await t.app.db.insert(appointments).values([
      { ...base, state: 'Fatto Appuntamento', wc: false },
      { ...base, state: 'Fatto Appuntamento', wc: true },
      { ...base, state: 'Contratto', payed: false },
      { ...base, state: 'Contratto', payed: true },
    ]);
    const now = await queue();
    expect(now.agenzieDaConfermare - start.agenzieDaConfermare).toBe(1);
    expect(now.richiesteCancellazione - start.richiesteCancellazione).toBe(1);
    expect(now.appuntamentiDaVerificare - start.appuntamentiDaVerificare).toBe(1);
    expect(now.contrattiDaPagare - start.contrattiDaPagare).toBe(1);
  });

  it('the agency list filters the erasure requests on the server (?cancellazione=si)', async () => {
    const counts = await queue();
    const res = await t.app.inject({
      method: 'GET',
      url: v2('user/admin_list?cancellazione=si'),
      headers: auth(anna.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(counts.richiesteCancellazione);
    expect(res.json().total).toBeGreaterThan(0);
    const bad = await t.app.inject({
      method: 'GET',
      url: v2('user/admin_list?cancellazione=forse'),
      headers: auth(anna.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.cancellazione).toBe('Filtro cancellazione non valido');
  });

  it('the desk filters the same open checks on the server (?aperto=wc|pagamento)', async () => {
    const desk = async (aperto: string) =>
      t.app.inject({
        method: 'POST',
        url: v2('appuntamenti/admin_fetchAll'),
        headers: auth(anna.token),
        payload: { limit: 25, skip: 0, aperto },
      });
    const counts = await queue();
    const wc = (await desk('wc')).json();
    expect(wc.total).toBe(counts.appuntamentiDaVerificare);
    expect(wc.appuntamenti.map((a: { state: string; wc: boolean }) => [a.state, a.wc])).toEqual([
      ['Fatto Appuntamento', false],
    ]);
    const unpaid = (await desk('pagamento')).json();
    expect(unpaid.total).toBe(counts.contrattiDaPagare);
    expect(unpaid.appuntamenti[0]).toMatchObject({ state: 'Contratto', payed: false });
    const bad = await desk('tutto');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.aperto).toBe('Filtro non valido');
  });
});

describe('the agency’s switch for this mail (decision 053)', () => {
  it('sends nothing to an agency that switched request mails off; the state still changes', async () => {
    const [svc] = await t.app.db
      .insert(services)
      .values({ name: 'Visura Silenziosa', visibility: 'reserved' })
      .returning();
    const quiet = await insertAgency(t.app.db, { nome: 'Silenzio Srl' });
    await t.app.db
      .insert(agencyMailPrefs)
      .values({ agencyId: quiet.id, kind: 'service_request_state', enabled: false });
    const [req] = await t.app.db
      .insert(serviceRequests)
      .values({ agencyId: quiet.id, serviceId: svc!.id })
      .returning();
    await t.drainOutbox();
    const before = smtp.inbox.length;
    const res = await move(anna.token, { id: req!.id, to: 'presa_in_carico', version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('presa_in_carico');
    await t.drainOutbox();
    expect(smtp.inbox.slice(before).filter((m) => m.to.includes(quiet.email))).toEqual([]);
  });
});
