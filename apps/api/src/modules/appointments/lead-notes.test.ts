import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadNote } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { leadNotes } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAdmin,
  loginAgency,
} from '../../test/fixtures';
import { insertAppointments } from './appointments.fixtures';

// Decisions 105–107: the notes of a lead. Referrer R links agency A, the agent who recorded
// A's leads and a second agent; referrer S holds agency C.
let t: TestContext;
const url = (call: string) => `/v2/${t.config.productSlug}/appuntamenti/${call}`;
const tokens: Record<string, string | undefined> = { visitor: undefined };
const ids: Record<string, string> = {};
const emails: Record<string, string> = {};
let lead = '';

// The mails the notes queue, as the job queue sends them once drained: counted as sent, so a
// worker that already sent one on PostgreSQL does not hide it.
const sent: { to: string; subject: string; text: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({
    deps: {
      mailer: {
        send: async (m) => {
          sent.push({ to: m.to, subject: m.subject, text: m.text });
        },
        close: () => {},
      },
    },
  });
  const r = await insertReferrer(t.app.db);
  const s = await insertReferrer(t.app.db);
  const rows = {
    A: await insertAgency(t.app.db, { referenteId: r.id, nome: 'Agenzia A' }),
    C: await insertAgency(t.app.db, { referenteId: s.id, nome: 'Agenzia C' }),
    recorder: await insertAgency(t.app.db, {
      referenteId: r.id,
      agenteInterno: true,
      nome: 'Marco Ferri',
    }),
    otherAgent: await insertAgency(t.app.db, { referenteId: r.id, agenteInterno: true }),
  };
  for (const [k, v] of Object.entries(rows)) {
    ids[k] = v.id;
    emails[k] = v.email;
    tokens[k] = await loginAgency(t.app, v.email);
  }
  const admin = await insertAdmin(t.app.db, { name: 'Giulia', surname: 'Conti' });
  emails.admin = admin.email;
  tokens.admin = (await loginAdmin(t.app, admin.email)).accessToken;
  const [row] = await insertAppointments(t.app.db, ids.A!, [
    { state: 'Fatto Appuntamento', agentId: ids.recorder!, name: 'Laura' },
  ]);
  lead = row!.id;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', path: string, who: string, payload?: object, key?: string) =>
  t.app.inject({
    method,
    url: url(path),
    headers: {
      ...(tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(payload ? { payload } : {}),
  });
const isAdmin = (who: string) => who === 'admin';
const read = (who: string, id = lead) =>
  call('GET', `${isAdmin(who) ? 'admin' : 'user'}_notes/${id}`, who);
const write = (who: string, testo: string, id = lead, key?: string) =>
  call('POST', `${isAdmin(who) ? 'admin' : 'user'}_note`, who, { id, testo }, key);
const correct = (who: string, noteId: string, testo: string) =>
  call('POST', `${isAdmin(who) ? 'admin' : 'user'}_noteEdit`, who, { noteId, testo });
type Note = Pick<
  LeadNote,
  '_id' | 'testo' | 'ruolo' | 'autore' | 'nuova' | 'correggibile' | 'correggibilePerMs'
>;
const notesIn = (res: { json(): unknown }) => (res.json() as { note: Note[] }).note;
const unread = async () =>
  (await call('GET', 'admin_notesUnread', 'admin')).json() as {
    totale: number;
    pratiche: { _id: string; nonLette: number }[];
  };
const mailsTo = async (email: string) => {
  await t.drainOutbox();
  return sent.filter((m) => m.to === email).map((m) => ({ data: m }));
};

describe('who reads and writes the notes', () => {
  it('agency ↔ admin and agency ↔ recording agent, with author, role and order', async () => {
    const first = await write('A', 'Il cliente chiede un appuntamento in banca.');
    expect(first.statusCode, first.body).toBe(200);
    expect((await write('admin', 'Fissato per lunedì.')).statusCode).toBe(200);
    expect((await write('recorder', 'Porto io i documenti.')).statusCode).toBe(200);
    const seen = notesIn(await read('A'));
    expect(seen.map((n) => [n.autore, n.ruolo, n.testo])).toEqual([
      ['Agenzia A', 'agenzia', 'Il cliente chiede un appuntamento in banca.'],
      ['Giulia Conti', 'mediatore', 'Fissato per lunedì.'],
      ['Marco Ferri', 'agente', 'Porto io i documenti.'],
    ]);
    expect(notesIn(await read('admin'))).toHaveLength(3);
    expect(notesIn(await read('recorder'))).toHaveLength(3);
  });

  it('refuses another agency (404), a non-recording agent (403) and the wrong token kind', async () => {
    const cases: [string, 'GET' | 'POST', string, object | undefined, number][] = [
      ['C', 'GET', `user_notes/${lead}`, undefined, 404],
      ['C', 'POST', 'user_note', { id: lead, testo: 'x' }, 404],
      ['otherAgent', 'GET', `user_notes/${lead}`, undefined, 403],
      ['otherAgent', 'POST', 'user_note', { id: lead, testo: 'x' }, 403],
      ['visitor', 'GET', `user_notes/${lead}`, undefined, 401],
      ['admin', 'GET', `user_notes/${lead}`, undefined, 401],
      ['A', 'GET', `admin_notes/${lead}`, undefined, 401],
      ['recorder', 'POST', 'admin_note', { id: lead, testo: 'x' }, 401],
    ];
    for (const [who, method, path, body, status] of cases) {
      const res = await call(method, path, who, body);
      expect(res.statusCode, `${who} ${path}: ${res.body}`).toBe(status);
    }
    const refused = await call('GET', `user_notes/${lead}`, 'otherAgent');
    expect(refused.json().message).toMatch(/Solo l’agente interno che ha registrato/);
    expect(await t.app.db.$count(leadNotes, eq(leadNotes.body, 'x'))).toBe(0);
  });
});

describe('the rules of a note', () => {
  it('refuses 2,001 characters and an empty note with an Italian 400', async () => {
    const long = await write('A', 'a'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/al massimo 2000 caratteri/);
    const empty = await write('admin', '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Scrivi il testo della nota/);
    expect((await write('A', 'b'.repeat(2000))).statusCode).toBe(200);
  });

  it('lets its author correct it for one minute, never after; never someone else', async () => {
    const res = await write('A', 'Testo con un refuso');
    const mine = notesIn(res).at(-1)!;
    // The page counts the minute from what the server says is left, not from its own clock.
    expect(mine.correggibilePerMs).toBe(60_000);
    t.clock.advance(20_000);
    const seen = notesIn(await read('A')).find((n) => n._id === mine._id)!;
    expect(seen.correggibilePerMs).toBe(40_000);
    expect(notesIn(await read('admin')).find((n) => n._id === mine._id)!.correggibilePerMs).toBe(0);
    const other = await correct('admin', mine._id, 'Testo del mediatore');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Solo chi ha scritto la nota può correggerla.');
    const ok = await correct('A', mine._id, 'Testo corretto');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(notesIn(ok).at(-1)).toMatchObject({ testo: 'Testo corretto', correggibile: true });
    t.clock.advance(40_000);
    const late = await correct('A', mine._id, 'Troppo tardi');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'La nota si può correggere solo entro un minuto da quando è stata scritta.',
    );
    const after = notesIn(await read('A')).find((n) => n._id === mine._id);
    expect(after).toMatchObject({
      testo: 'Testo corretto',
      correggibile: false,
      correggibilePerMs: 0,
    });
    expect((await correct('C', mine._id, 'y')).statusCode).toBe(404);
  });

  it('a double submit with one Idempotency-Key writes one note', async () => {
    const key = randomUUID();
    const before = await t.app.db.$count(leadNotes);
    const [a, b] = await Promise.all([
      write('A', 'Doppio clic', lead, key),
      write('A', 'Doppio clic', lead, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await t.app.db.$count(leadNotes)).toBe(before + 1);
  });

  it('puts each note in the trail without its text', async () => {
    await write('admin', 'Riservato: testo che non va nello storico');
    const trail = await t.app.inject({
      method: 'GET',
      url: `/v2/${t.config.productSlug}/user/admin_audit/appointment/${lead}`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(trail.statusCode, trail.body).toBe(200);
    const text = JSON.stringify(trail.json());
    expect(text).toContain('"field":"nota"');
    expect(text).not.toContain('Riservato');
    expect(text).not.toContain('Testo corretto');
  });
});

describe('read state and mails', () => {
  it('counts the other side’s unread notes until that side opens them', async () => {
    const [fresh] = await insertAppointments(t.app.db, ids.A!, [
      { state: 'Inserito', agentId: ids.recorder!, name: 'Sara' },
    ]);
    const id = fresh!.id;
    await write('A', 'Prima domanda', id);
    await write('A', 'Seconda domanda', id);
    const mine = (await unread()).pratiche.find((p) => p._id === id);
    expect(mine).toEqual({ _id: id, nonLette: 2 });
    // The agency's own notes are not unread for the agency.
    expect(notesIn(await read('A', id)).every((n) => !n.nuova)).toBe(true);
    // The mediator opens them: they are read for the whole mediator side.
    expect(notesIn(await read('admin', id)).map((n) => n.nuova)).toEqual([true, true]);
    expect((await unread()).pratiche.find((p) => p._id === id)).toBeUndefined();
    expect(notesIn(await read('recorder', id)).map((n) => n.nuova)).toEqual([false, false]);
    t.clock.advance(1000);
    await write('admin', 'Risposta', id);
    expect(notesIn(await read('A', id)).map((n) => n.nuova)).toEqual([false, false, true]);
    expect(notesIn(await read('A', id)).map((n) => n.nuova)).toEqual([false, false, false]);
  });

  it('mails the other side once per note, and none with the switch off', async () => {
    const [fresh] = await insertAppointments(t.app.db, ids.A!, [
      { state: 'Inserito', agentId: ids.recorder!, name: 'Pia' },
    ]);
    const id = fresh!.id;
    const about = async (email: string) =>
      (await mailsTo(email)).filter((j) => JSON.stringify(j.data).includes('Pia')).length;
    const first = await write('A', 'Dall’agenzia', id);
    expect(first.statusCode, first.body).toBe(200);
    expect(await about(emails.admin!)).toBe(1);
    expect(await about(emails.recorder!)).toBe(1);
    expect(await about(emails.A!)).toBe(0);
    await write('admin', 'Dal mediatore', id);
    await write('recorder', 'Dall’agente', id);
    expect(await about(emails.A!)).toBe(2);
    expect(await about(emails.recorder!)).toBe(1);
    const mail = (await mailsTo(emails.A!)).find((j) => JSON.stringify(j.data).includes('Pia'))!;
    expect((mail.data as { subject: string }).subject).toContain(
      'Nuova nota sulla pratica di Pia P.',
    );
    expect(JSON.stringify(mail.data)).not.toContain('Dal mediatore');

    for (const who of ['A', 'recorder']) {
      const off = await t.app.inject({
        method: 'PUT',
        url: `/v2/${t.config.productSlug}/user/user_notificationPrefs`,
        headers: { authorization: `Bearer ${tokens[who]}` },
        payload: {
          lead_recorded: true,
          lead_progress: true,
          lead_milestone: true,
          lead_note: false,
          ranking_change: true,
          service_request_state: true,
        },
      });
      expect(off.statusCode, off.body).toBe(200);
    }
    await write('admin', 'Ancora il mediatore', id);
    await write('A', 'Ancora l’agenzia', id);
    expect(await about(emails.A!)).toBe(2);
    expect(await about(emails.recorder!)).toBe(1);
    expect(await about(emails.admin!)).toBe(2);
  });
});
