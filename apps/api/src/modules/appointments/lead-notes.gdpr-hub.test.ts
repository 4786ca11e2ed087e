import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments, leadNotes } from '../../db/schema/index';
import {
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAdmin,
  loginAgency,
} from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { housekeep } from '../outbox/housekeeping';
import { insertAppointments } from './appointments.fixtures';

// Decision 105: the notes are in the subject-access export (JSON and page); the agency's
// erasure and the lead's pseudonymisation empty their text. The hub counts the open leads
// by step, the unread notes, and the admin work queue the leads waiting for an answer.
let t: TestContext;
let adminToken = '';
const p = () => `/v2/${t.app.config.productSlug}`;
const MONTH = 31 * 24 * 60 * 60 * 1000;
const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.app.db);
  adminToken = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

async function leadWithNotes() {
  const r = await insertReferrer(t.app.db);
  const agency = await insertAgency(t.app.db, { referenteId: r.id, nome: 'Agenzia Nota' });
  const agent = await insertAgency(t.app.db, { referenteId: r.id, agenteInterno: true });
  const [lead] = await insertAppointments(t.app.db, agency.id, [
    { state: 'Fatto Appuntamento', agentId: agent.id, name: 'Ottavio' },
  ]);
  const token = await loginAgency(t.app, agency.email);
  const agentToken = await loginAgency(t.app, agent.email);
  const wrote = await as(token, 'POST', `${p()}/appuntamenti/user_note`, {
    id: lead!.id,
    testo: 'Il signor Ottavio preferisce il mattino',
  });
  expect(wrote.statusCode, wrote.body).toBe(200);
  await as(adminToken, 'POST', `${p()}/appuntamenti/admin_note`, {
    id: lead!.id,
    testo: 'Ricevuto',
  });
  return { agency, agent, lead: lead!, token, agentToken };
}

const textsOf = async (id: string) =>
  (
    await t.app.db
      .select({ body: leadNotes.body })
      .from(leadNotes)
      .where(eq(leadNotes.appointmentId, id))
      .orderBy(leadNotes.seq)
  ).map((r) => r.body);

describe('the notes and personal data', () => {
  it('the export of the agency and of the recording agent hold the notes, JSON and page', async () => {
    const { lead, token, agentToken } = await leadWithNotes();
    for (const tk of [token, agentToken]) {
      const res = await as(tk, 'GET', `${p()}/user/user_exportData`);
      expect(res.statusCode, res.body).toBe(200);
      const notes = res.json().notePratiche;
      expect(notes).toHaveLength(1);
      expect(notes[0]._id).toBe(lead.id);
      expect(
        notes[0].note.map((n: { ruolo: string; testo: string }) => [n.ruolo, n.testo]),
      ).toEqual([
        ['agenzia', 'Il signor Ottavio preferisce il mattino'],
        ['mediatore', 'Ricevuto'],
      ]);
    }
    const page = await as(token, 'GET', `${p()}/user/user_exportDataHtml`);
    expect(page.statusCode, page.body.slice(0, 200)).toBe(200);
    expect(page.body).toContain('Note sulle pratiche');
    expect(page.body).toContain('Il signor Ottavio preferisce il mattino');
  });

  it('the agency’s erasure empties the text of the notes of its leads', async () => {
    const { agency, lead, token } = await leadWithNotes();
    expect((await as(token, 'POST', `${p()}/user/user_requestErasure`)).statusCode).toBe(200);
    const erased = await as(adminToken, 'POST', `${p()}/user/admin_erase`, { id: agency.id });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await textsOf(lead.id)).toEqual(['', '']);
  });

  it('the lead’s pseudonymisation after retention empties their text', async () => {
    const { lead } = await leadWithNotes();
    await t.app.db
      .update(appointments)
      .set({ updatedAt: new Date(t.clock.now() - 25 * MONTH) })
      .where(eq(appointments.id, lead.id));
    await housekeep(t.app.deps);
    expect(await textsOf(lead.id)).toEqual(['', '']);
  });
});

describe('the hub and the work queue', () => {
  it('counts open leads by last step and unread notes, for the agency and the agent', async () => {
    const r = await insertReferrer(t.app.db);
    const agency = await insertAgency(t.app.db, { referenteId: r.id });
    const agent = await insertAgency(t.app.db, { referenteId: r.id, agenteInterno: true });
    const [a, b, c, done, gone] = await insertAppointments(t.app.db, agency.id, [
      { state: 'Fatto Appuntamento', agentId: agent.id },
      { state: 'Fatto Appuntamento', agentId: agent.id },
      { state: 'Inserito' },
      { state: 'Contratto', contratto: true, agentId: agent.id },
      { state: 'Annullata', agentId: agent.id },
    ]);
    const step = (id: string, s: string, data: string) =>
      as(adminToken, 'POST', `${p()}/appuntamenti/admin_milestone`, {
        id,
        step: s,
        data,
        version: 0,
      });
    expect((await step(a!.id, 'consulenza', '2026-11-01')).statusCode).toBe(200);
    expect((await step(a!.id, 'perizia', '2026-11-10')).statusCode).toBe(200);
    expect((await step(b!.id, 'consulenza', '2026-11-02')).statusCode).toBe(200);
    expect((await step(done!.id, 'rogito', '2026-11-20')).statusCode).toBe(200);
    expect(gone).toBeDefined();
    for (const id of [a!.id, c!.id])
      await as(adminToken, 'POST', `${p()}/appuntamenti/admin_note`, { id, testo: 'Novità' });
    const agencyToken = await loginAgency(t.app, agency.email);
    await as(agencyToken, 'POST', `${p()}/appuntamenti/user_note`, { id: b!.id, testo: 'Domanda' });

    const hub = async (token: string) =>
      (await as(token, 'GET', `${p()}/contest/user_hubSummary`)).json();
    const mine = await hub(agencyToken);
    const counts = (s: { openLeadsByStep: { step: string | null; count: number }[] }) =>
      Object.fromEntries(s.openLeadsByStep.map((x) => [x.step ?? 'nessuno', x.count]));
    expect(counts(mine)).toEqual({
      nessuno: 1,
      consulenza: 1,
      documenti: 0,
      istruttoria: 0,
      perizia: 1,
      delibera: 0,
      rogito: 0,
    });
    expect(mine.unreadNotes).toBe(2);
    // The agent: its recorded leads only (c has no agent), the agency's note unread.
    const agentHub = await hub(await loginAgency(t.app, agent.email));
    expect(counts(agentHub)).toMatchObject({ nessuno: 0, consulenza: 1, perizia: 1 });
    expect(agentHub.unreadNotes).toBe(1);
    // Opening the notes clears them.
    await as(agencyToken, 'GET', `${p()}/appuntamenti/user_notes/${a!.id}`);
    expect((await hub(agencyToken)).unreadNotes).toBe(1);
  });

  it('the work queue counts the leads whose last note is the agency’s', async () => {
    const queue = async () =>
      (await as(adminToken, 'GET', `${p()}/user/admin_work_queue`)).json().noteSenzaRisposta;
    const before = await queue();
    const { lead, token } = await leadWithNotes();
    expect(await queue()).toBe(before);
    await as(token, 'POST', `${p()}/appuntamenti/user_note`, { id: lead.id, testo: 'E quindi?' });
    expect(await queue()).toBe(before + 1);
    // The desk lists them with the open check «note».
    const desk = await as(adminToken, 'POST', `${p()}/appuntamenti/admin_fetchAll`, {
      limit: 25,
      skip: 0,
      aperto: 'note',
    });
    expect(desk.statusCode, desk.body).toBe(200);
    expect(desk.json().appuntamenti.map((a: { _id: string }) => a._id)).toContain(lead.id);
    expect(desk.json().total).toBe(before + 1);
    await as(adminToken, 'POST', `${p()}/appuntamenti/admin_note`, { id: lead.id, testo: 'Ecco' });
    expect(await queue()).toBe(before);
  });
});
