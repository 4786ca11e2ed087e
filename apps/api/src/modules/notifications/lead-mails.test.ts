import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAdmin,
  loginAgency,
} from '../../test/fixtures';
import { readMail, startSmtpReceiver } from '../../test/smtp';
import { contratti, insertAppointments } from '../appointments/appointments.fixtures';

// The three lead mails of decision 053, through the outbox to a real SMTP receiver.
// Referrer R links the agent to Rossi and Bianchi; Verdi (no referrer) leads the ranking
// with 505 points, Rossi follows with 404.

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const v2 = (path: string) => `/v2/${t.config.productSlug}/${path}`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const who: Record<string, { id: string; email: string; token: string }> = {};
let adminToken = '';
let seen = 0;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  const r = await insertReferrer(t.app.db);
  const rows = {
    agent: await insertAgency(t.app.db, {
      referenteId: r.id,
      agenteInterno: true,
      nome: 'Marco Ferri',
    }),
    rossi: await insertAgency(t.app.db, { referenteId: r.id, nome: 'Immobiliare Rossi' }),
    bianchi: await insertAgency(t.app.db, { referenteId: r.id, nome: 'Casa Bianchi' }),
    verdi: await insertAgency(t.app.db, { nome: 'Verdi Case' }),
  };
  for (const [k, v] of Object.entries(rows)) {
    who[k] = { id: v.id, email: v.email, token: await loginAgency(t.app, v.email) };
  }
  await insertAppointments(t.app.db, rows.rossi.id, contratti(4));
  await insertAppointments(t.app.db, rows.verdi.id, contratti(5));
  const admin = await insertAdmin(t.app.db);
  adminToken = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The mails received since the last call, drained from the outbox first. */
async function newMails() {
  await t.drainOutbox();
  const fresh = smtp.inbox.slice(seen);
  seen = smtp.inbox.length;
  return fresh.map((m) => ({ to: m.to, ...readMail(m.raw) }));
}
beforeEach(async () => {
  await newMails();
});

const lead = (agency: string, state = 'Inserito') => ({
  agenzia: who[agency]!.id,
  state,
  name: 'Laura',
  surname: 'Neri',
  email: 'laura.neri@cliente.example.it',
  cellulare: '+39 333 1234567',
  description: 'Cerca un trilocale',
});

async function create(body: object, key = randomUUID()) {
  const res = await t.app.inject({
    method: 'POST',
    url: v2('appuntamenti/user_create'),
    headers: { ...auth(who.agent!.token), 'idempotency-key': key },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ _id: string; version: number }>();
}

async function moveTo(id: string, state: string) {
  const current = await t.app.inject({
    method: 'GET',
    url: v2(`appuntamenti/user_fetchOne/${id}`),
    headers: auth(who.agent!.token),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: v2('appuntamenti/user_edit'),
    headers: auth(who.agent!.token),
    payload: { ...current.json<object>(), state },
  });
  expect(res.statusCode).toBe(200);
}

async function confirmContract(id: string, p: boolean) {
  const res = await t.app.inject({
    method: 'POST',
    url: v2('appuntamenti/admin_contratto'),
    headers: auth(adminToken),
    payload: { id, p },
  });
  expect(res.statusCode).toBe(200);
}

async function position(agency: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: v2('appuntamenti/user_getPosition'),
    headers: auth(who[agency]!.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ position: number }>().position;
}

async function switchOff(agency: string, kinds: string[]) {
  const all = [
    'lead_recorded',
    'lead_progress',
    'lead_milestone',
    'lead_note',
    'ranking_change',
    'service_request_state',
  ];
  const res = await t.app.inject({
    method: 'PUT',
    url: v2('user/user_notificationPrefs'),
    headers: auth(who[agency]!.token),
    payload: Object.fromEntries(all.map((k) => [k, !kinds.includes(k)])),
  });
  expect(res.statusCode).toBe(200);
}

describe('lead_recorded', () => {
  it('mails the agency once when an internal agent records a lead for it, with the link and no client contact', async () => {
    const key = randomUUID();
    await create(lead('rossi'), key);
    await create(lead('rossi'), key); // the form's retry: the same Idempotency-Key
    const mails = await newMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([who.rossi!.email]);
    expect(mails[0]!.subject).toContain('Nuovo appuntamento per la tua agenzia');
    expect(mails[0]!.body).toContain(
      'Marco Ferri ha registrato un nuovo appuntamento per la tua agenzia: cliente Laura N., stato «Inserito».',
    );
    expect(mails[0]!.body).toContain('https://portale.example.it/area-riservata/appuntamenti');
    expect(mails[0]!.body).not.toContain('Neri');
    expect(mails[0]!.body).not.toContain('laura.neri@cliente.example.it');
    expect(mails[0]!.body).not.toContain('1234567');
  });

  it('a lead recorded at a milestone is one mail that names the state, not two', async () => {
    await create(lead('bianchi', 'Fatto Appuntamento'));
    const mails = await newMails();
    expect(mails.map((m) => m.to)).toEqual([[who.bianchi!.email]]);
    expect(mails[0]!.body).toContain('stato «Fatto Appuntamento»');
  });
});

describe('lead_progress', () => {
  it('mails once per milestone whoever edits it, and not again when the same state comes back', async () => {
    const { _id } = await create(lead('rossi'));
    await newMails();
    await moveTo(_id, 'Fatto Appuntamento');
    const fatto = await newMails();
    expect(fatto).toHaveLength(1);
    expect(fatto[0]!.to).toEqual([who.rossi!.email]);
    expect(fatto[0]!.subject).toContain('Appuntamento passato a Fatto Appuntamento');
    await moveTo(_id, 'Contratto');
    const contratto = await newMails();
    expect(contratto).toHaveLength(1);
    expect(contratto[0]!.body).toContain('è passato allo stato «Contratto»');
    expect(contratto[0]!.body).toContain('vale 101 punti');
    // Back and forth: the same milestones again mail nothing.
    await moveTo(_id, 'Fatto Appuntamento');
    await moveTo(_id, 'Contratto');
    await moveTo(_id, 'Annullata');
    expect(await newMails()).toEqual([]);
  });
});

describe('ranking_change', () => {
  it('mails only the agency that earned, once, when the confirmed contract moves it up', async () => {
    const { _id } = await create(lead('rossi', 'Contratto'));
    await newMails();
    await confirmContract(_id, true); // 404 → 505 points: from 2nd to 1st (tied with Verdi)
    const mails = await newMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([who.rossi!.email]);
    expect(mails[0]!.subject).toContain('Sei in 1ª posizione nella classifica');
    expect(mails[0]!.body).toContain('hai guadagnato 101 punti: ora ne hai 505.');
    expect(mails[0]!.body).toContain('dalla 2ª alla 1ª su 3 agenzie');
    expect(mails[0]!.body).toContain('https://portale.example.it/area-riservata/concorso');
    // Taken back and given again: the same earning is not told twice.
    await confirmContract(_id, false);
    await confirmContract(_id, true);
    expect(await newMails()).toEqual([]);
  });

  it('says nothing while the ranking is still locked for the agency (below 400 points)', async () => {
    const { _id } = await create(lead('bianchi', 'Contratto'));
    await newMails();
    await confirmContract(_id, true); // 0 → 101 points: its place is not shown to it yet
    expect(await newMails()).toEqual([]);
  });
});

describe('switched off in Impostazioni → Notifiche', () => {
  it('sends nothing of a kind the agency turned off, and still the kinds it kept', async () => {
    await switchOff('bianchi', ['lead_recorded', 'lead_progress']);
    const { _id } = await create(lead('bianchi'));
    await moveTo(_id, 'Contratto');
    expect(await newMails()).toEqual([]);

    await switchOff('bianchi', ['lead_recorded']);
    await create(lead('bianchi', 'Contratto'));
    const kept = await newMails();
    expect(kept).toHaveLength(1);
    expect(kept[0]!.subject).toContain('Appuntamento passato a Contratto');
  });

  it('no ranking mail when ranking_change is off, though the place moved', async () => {
    await switchOff('rossi', ['ranking_change']);
    await insertAppointments(t.app.db, who.verdi!.id, contratti(1)); // Verdi 606, Rossi 505
    const { _id } = await create(lead('rossi', 'Contratto'));
    await newMails();
    expect(await position('rossi')).toBe(2);
    await confirmContract(_id, true); // Rossi 606: 1st, tied with Verdi
    expect(await position('rossi')).toBe(1);
    expect(await newMails()).toEqual([]);
  });
});

describe('an erased agency', () => {
  it('gets no lead mail: its address is pseudonymised (decision 055)', async () => {
    const r = await insertReferrer(t.app.db);
    const agent = await insertAgency(t.app.db, { referenteId: r.id, agenteInterno: true });
    const erased = await insertAgency(t.app.db, { referenteId: r.id, erasedAt: new Date() });
    const res = await t.app.inject({
      method: 'POST',
      url: v2('appuntamenti/user_create'),
      headers: auth(await loginAgency(t.app, agent.email)),
      payload: { ...lead('rossi', 'Contratto'), agenzia: erased.id },
    });
    expect(res.statusCode).toBe(200);
    expect(await newMails()).toEqual([]);
  });
});
