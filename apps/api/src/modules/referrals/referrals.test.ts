import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Referral, StaffReferral } from '@portal/shared';
import { appointments, auditLog, referrals } from '../../db/schema/index';
import type { MailMessage } from '../../lib/mailer';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAdmin,
  loginAgency,
} from '../../test/fixtures';

// «Segnala un cliente» (decisions.md third round; decisions 102–104): the agency passes a
// client, the client is mailed the notice with the opt-out link, the mediator converts or
// refuses. Referrer R links agencies A and B and agent G; referrer S holds agency C and
// agent H, who sees none of R's agencies.
let t: TestContext;
const mails: MailMessage[] = [];
const tokens: Record<string, string | undefined> = { visitor: undefined };
const ids: Record<string, string> = {};
let n = 0;

beforeAll(async () => {
  t = await createTestApp({
    deps: {
      mailer: {
        send: async (m) => {
          mails.push(m);
        },
        close: () => {},
      },
    },
  });
  const r = await insertReferrer(t.app.db);
  const s = await insertReferrer(t.app.db);
  const rows = {
    A: await insertAgency(t.app.db, { referenteId: r.id, nome: 'Immobiliare Alfa' }),
    B: await insertAgency(t.app.db, { referenteId: r.id, nome: 'Case Beta' }),
    C: await insertAgency(t.app.db, { referenteId: s.id, nome: 'Gamma Casa' }),
    G: await insertAgency(t.app.db, { referenteId: r.id, agenteInterno: true, nome: 'Marco' }),
    H: await insertAgency(t.app.db, { referenteId: s.id, agenteInterno: true }),
  };
  for (const [k, v] of Object.entries(rows)) {
    ids[k] = v.id;
    tokens[k] = await loginAgency(t.app, v.email);
  }
  const admin = await insertAdmin(t.app.db);
  tokens.admin = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

const url = (path: string) => `/v2/${t.config.productSlug}/segnalazioni/${path}`;
const call = (
  method: 'GET' | 'POST',
  path: string,
  who: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: url(path),
    headers: { ...headers, ...(tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {}) },
    ...(payload ? { payload } : {}),
  });

/** A client nobody reported yet: its own phone and e-mail. */
const client = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    nome: '  Giulia ',
    cognome: 'Bianchi',
    telefono: `347 ${String(1_000_000 + n).padStart(7, '0')}`,
    email: `giulia.${n}@example.it`,
    immobile: 'Trilocale in via Roma 1, Milano',
    nota: 'Preferisce essere chiamata la sera',
    consenso: true,
    ...over,
  };
};
const send = async (who: string, body: object) => {
  const res = await call('POST', 'user_create', who, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Referral>();
};
const tokenOf = (m: MailMessage) => m.links![0]!.split('/').pop()!;
/** The mails sent to an address, once the queue sent what was due (mail leaves after the answer). */
const mailsTo = async (to: string) => {
  await t.drainOutbox();
  return mails.filter((m) => m.to === to);
};
const noticeTo = async (to: string) => (await mailsTo(to))[0]!;

describe('the agency passes a client', () => {
  it('stores it trimmed, lists it as new, mails the client the notice and the link', async () => {
    const body = client();
    const made = await send('A', body);
    expect(made).toMatchObject({
      state: 'nuova',
      nome: 'Giulia',
      email: body.email,
      giaSegnalatoIl: null,
      appuntamento: null,
    });
    const list = (await call('GET', 'user_fetchAll', 'A')).json<Referral[]>();
    expect(list[0]!._id).toBe(made._id);
    const mail = await noticeTo(body.email);
    expect(mail.text).toContain('Titolare del trattamento');
    expect(mail.text).toContain(t.config.brand.company.name);
    expect(mail.text).toContain('Immobiliare Alfa');
    expect(mail.text).toContain('Non desidero essere contattato');
    expect(mail.links![0]).toMatch(/\/segnalazione\/non-contattarmi\/[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const [row] = await t.app.db.select().from(referrals).where(eq(referrals.id, made._id));
    expect(row!.optOutTokenHash).not.toBe(tokenOf(mail));
    expect(row!.optOutTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a form without the confirmation or with bad fields, in Italian', async () => {
    const res = await call('POST', 'user_create', 'A', client({ consenso: false }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/contattato dal mediatore/);
    const bad = await call('POST', 'user_create', 'A', {
      ...client(),
      email: 'non-una-mail',
      telefono: 'abc',
      nota: 'x'.repeat(2001),
      nome: '   ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({
      email: expect.stringMatching(/E-mail/),
      telefono: expect.stringMatching(/Numero/),
      nota: 'Al massimo 2000 caratteri',
      nome: 'Inserisci il nome',
    });
  });

  it('a double submit with the same Idempotency-Key makes one referral and one mail', async () => {
    const body = client();
    const key = '5b0a3f7e-2f1c-4d7e-9a43-1f2e3d4c5b6a';
    const [one, two] = await Promise.all([
      call('POST', 'user_create', 'B', body, { 'idempotency-key': key }),
      call('POST', 'user_create', 'B', body, { 'idempotency-key': key }),
    ]);
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses[0]).toBe(200);
    const rows = await t.app.db.select().from(referrals).where(eq(referrals.email, body.email));
    expect(rows).toHaveLength(1);
    expect(await mailsTo(body.email)).toHaveLength(1);
  });

  it('refuses an internal agent (it records appointments) and a visitor', async () => {
    expect((await call('POST', 'user_create', 'G', client())).statusCode).toBe(403);
    expect((await call('GET', 'user_fetchAll', 'G')).statusCode).toBe(403);
    expect((await call('POST', 'user_create', 'visitor', client())).statusCode).toBe(401);
  });
});

describe('the mediator decides', () => {
  it('the linked agent converts into an Inserito appointment, linked both ways, in the trail', async () => {
    const made = await send('A', client({ cognome: 'Verdi' }));
    const seen = (await call('GET', 'user_agentFetchAll', 'G')).json<StaffReferral[]>();
    expect(seen.map((r) => r._id)).toContain(made._id);
    const res = await call('POST', 'user_agentConvert', 'G', { id: made._id });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json<StaffReferral>();
    expect(done.state).toBe('convertita');
    const [lead] = await t.app.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, done.appuntamento!));
    expect(lead).toMatchObject({
      agencyId: ids.A,
      agentId: ids.G,
      state: 'Inserito',
      name: 'Giulia',
      surname: 'Verdi',
      email: made.email,
      cellulare: made.telefono,
    });
    expect(lead!.description).toContain('Trilocale in via Roma 1');
    // The agency sees it converted, with the link, and the lead in its own list.
    const mine = (await call('GET', 'user_fetchAll', 'A')).json<Referral[]>();
    expect(mine.find((r) => r._id === made._id)).toMatchObject({
      state: 'convertita',
      appuntamento: lead!.id,
    });
    const trail = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, made._id));
    expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'update']));
    const leadTrail = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, lead!.id));
    expect(leadTrail[0]!.changes).toEqual([{ field: 'segnalazione', old: null, new: made._id }]);
    // Decided once: a second conversion is a conflict, not a second appointment.
    expect((await call('POST', 'admin_convert', 'admin', { id: made._id })).statusCode).toBe(409);
  });

  it('the admin refuses with a reason the agency reads; the trail keeps it', async () => {
    const made = await send('B', client());
    const empty = await call('POST', 'admin_refuse', 'admin', { id: made._id, motivo: '  ' });
    expect(empty.statusCode).toBe(400);
    const res = await call('POST', 'admin_refuse', 'admin', {
      id: made._id,
      motivo: 'Il cliente è già seguito da un nostro consulente',
    });
    expect(res.statusCode).toBe(200);
    const mine = (await call('GET', 'user_fetchAll', 'B')).json<Referral[]>();
    expect(mine.find((r) => r._id === made._id)).toMatchObject({
      state: 'rifiutata',
      motivoRifiuto: 'Il cliente è già seguito da un nostro consulente',
    });
  });

  it('another agency’s referral is 404; an agent not linked gets 404; an agency is refused the staff side', async () => {
    const made = await send('A', client());
    expect((await call('POST', 'user_agentConvert', 'H', { id: made._id })).statusCode).toBe(404);
    const far = (await call('GET', 'user_agentFetchAll', 'H')).json<StaffReferral[]>();
    expect(far.map((r) => r._id)).not.toContain(made._id);
    expect((await call('POST', 'user_agentConvert', 'C', { id: made._id })).statusCode).toBe(403);
    const other = (await call('GET', 'user_fetchAll', 'C')).json<Referral[]>();
    expect(other.map((r) => r._id)).not.toContain(made._id);
    expect((await call('POST', 'admin_convert', 'A', { id: made._id })).statusCode).toBe(401);
  });

  it('the admin’s list holds the new referrals and the work queue counts them', async () => {
    const list = (await call('GET', 'admin_fetchAll', 'admin')).json<StaffReferral[]>();
    expect(list.every((r) => r.state === 'nuova')).toBe(true);
    const queue = await t.app.inject({
      method: 'GET',
      url: `/v2/${t.config.productSlug}/user/admin_work_queue`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(queue.json().segnalazioniNuove).toBe(list.length);
  });
});

describe('the client opts out', () => {
  it('the link shows the page without deleting; the button deletes the data and tells the agency', async () => {
    const body = client();
    const made = await send('A', body);
    const token = tokenOf(await noticeTo(body.email));
    const check = await call('GET', `optOut/${token}`, 'visitor');
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ agenzia: 'Immobiliare Alfa' });
    // Opening the link (a mail scanner does) deleted nothing.
    const [still] = await t.app.db.select().from(referrals).where(eq(referrals.id, made._id));
    expect(still!.email).toBe(body.email);
    const res = await call('POST', 'optOut', 'visitor', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/cancellati/);
    const [gone] = await t.app.db.select().from(referrals).where(eq(referrals.id, made._id));
    expect(gone).toMatchObject({ state: 'ritirata', name: '', email: '', phone: '', note: '' });
    const mine = (await call('GET', 'user_fetchAll', 'A')).json<Referral[]>();
    expect(mine.find((r) => r._id === made._id)).toMatchObject({ state: 'ritirata', nome: '' });
    await t.drainOutbox();
    const told = mails.filter((m) => m.subject.includes('Segnalazione ritirata'));
    expect(told.at(-1)!.text).not.toContain('Giulia');
    // Single use: the same link again is a clear Italian page, not a second deletion.
    const again = await call('POST', 'optOut', 'visitor', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/non è più valido/);
    expect((await call('GET', `optOut/${token}`, 'visitor')).statusCode).toBe(410);
  });

  it('a link older than 30 days is no longer valid', async () => {
    const body = client();
    await send('B', body);
    const token = tokenOf(await noticeTo(body.email));
    t.clock.advance(31 * 86_400_000);
    try {
      const res = await call('POST', 'optOut', 'visitor', { token });
      expect(res.statusCode).toBe(410);
      const [row] = await t.app.db.select().from(referrals).where(eq(referrals.email, body.email));
      expect(row!.state).toBe('nuova');
    } finally {
      t.clock.advance(-31 * 86_400_000);
    }
  });

  it('a malformed link is a 400 in Italian', async () => {
    const res = await call('GET', 'optOut/abc', 'visitor');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Link non valido/);
  });
});
