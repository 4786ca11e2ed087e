import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencies, appointments } from '../../db/schema/index';
import { jobsOf } from '../../test/jobs';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAdmin,
  loginAgency,
} from '../../test/fixtures';
import { insertAppointments } from './appointments.fixtures';

// Decisions 100 and 101: the steps of a lead. Referrer R links agency A, the agent who
// records A's leads and a second agent; referrer S holds agency C and its own agent.
let t: TestContext;
const url = (call: string) => `/v2/${t.config.productSlug}/appuntamenti/${call}`;
const tokens: Record<string, string | undefined> = { visitor: undefined };
const ids: Record<string, string> = {};
const leads: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
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
    farAgent: await insertAgency(t.app.db, { referenteId: s.id, agenteInterno: true }),
  };
  for (const [k, v] of Object.entries(rows)) {
    ids[k] = v.id;
    tokens[k] = await loginAgency(t.app, v.email);
  }
  const admin = await insertAdmin(t.app.db, { name: 'Giulia', surname: 'Conti' });
  tokens.admin = (await loginAdmin(t.app, admin.email)).accessToken;
  const [fatto, inserito, annullata, contratto] = await insertAppointments(t.app.db, ids.A!, [
    { state: 'Fatto Appuntamento', wc: true, agentId: ids.recorder!, name: 'Laura' },
    { state: 'Inserito', agentId: ids.recorder! },
    { state: 'Annullata', agentId: ids.recorder! },
    { state: 'Contratto', contratto: true, agentId: ids.recorder! },
  ]);
  Object.assign(leads, {
    fatto: fatto!.id,
    inserito: inserito!.id,
    annullata: annullata!.id,
    contratto: contratto!.id,
  });
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', path: string, who: string, payload?: object) =>
  t.app.inject({
    method,
    url: url(path),
    headers: tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {},
    ...(payload ? { payload } : {}),
  });
const save = (
  who: string,
  body: { id: string; step: string; data: string | null; version: number },
) => call('POST', who === 'admin' ? 'admin_milestone' : 'user_milestone', who, body);
const stepOf = (res: { json(): unknown }, step: string) =>
  (res.json() as { tappe: { step: string; version: number; data: string | null }[] }).tappe.find(
    (x) => x.step === step,
  )!;

describe('who reads and writes the steps', () => {
  it('answers each caller as decision 100 says', async () => {
    const lead = leads.contratto!;
    const body = (version: number) => ({
      id: lead,
      step: 'consulenza',
      data: '2026-10-01',
      version,
    });
    const expected: [string, string, string, number][] = [
      // caller, method, route, status
      ['visitor', 'GET', `admin_milestones/${lead}`, 401],
      ['A', 'GET', `admin_milestones/${lead}`, 401],
      ['recorder', 'GET', `admin_milestones/${lead}`, 401],
      ['admin', 'GET', `admin_milestones/${lead}`, 200],
      ['visitor', 'GET', `user_milestones/${lead}`, 401],
      ['A', 'GET', `user_milestones/${lead}`, 403],
      ['C', 'GET', `user_milestones/${lead}`, 403],
      ['recorder', 'GET', `user_milestones/${lead}`, 200],
      ['otherAgent', 'GET', `user_milestones/${lead}`, 200],
      ['farAgent', 'GET', `user_milestones/${lead}`, 404],
      ['admin', 'GET', `user_milestones/${lead}`, 401],
      ['visitor', 'GET', `user_timeline/${lead}`, 401],
      ['A', 'GET', `user_timeline/${lead}`, 200],
      ['C', 'GET', `user_timeline/${lead}`, 404],
      ['recorder', 'GET', `user_timeline/${lead}`, 200],
      ['farAgent', 'GET', `user_timeline/${lead}`, 404],
      ['admin', 'GET', `user_timeline/${lead}`, 401],
    ];
    for (const [who, method, path, status] of expected) {
      const res = await call(method as 'GET', path, who);
      expect(res.statusCode, `${who} ${path}: ${res.body}`).toBe(status);
    }
    const writes: [string, string, number][] = [
      ['visitor', 'admin_milestone', 401],
      ['A', 'admin_milestone', 401],
      ['recorder', 'admin_milestone', 401],
      ['visitor', 'user_milestone', 401],
      ['A', 'user_milestone', 403],
      ['C', 'user_milestone', 403],
      ['farAgent', 'user_milestone', 404],
      ['otherAgent', 'user_milestone', 403],
      ['admin', 'user_milestone', 401],
    ];
    for (const [who, path, status] of writes) {
      const res = await call('POST', path, who, body(0));
      expect(res.statusCode, `${who} ${path}: ${res.body}`).toBe(status);
    }
    const refused = await call('POST', 'user_milestone', 'otherAgent', body(0));
    expect(refused.json().message).toMatch(/Solo l’agente interno che ha registrato/);
    // Nothing of the refused calls was written; the recorder and the admin write.
    expect(
      stepOf(await call('GET', `admin_milestones/${lead}`, 'admin'), 'consulenza').version,
    ).toBe(0);
    const byAgent = await save('recorder', body(0));
    expect(byAgent.statusCode, byAgent.body).toBe(200);
    expect(stepOf(byAgent, 'consulenza')).toMatchObject({
      data: '2026-10-01',
      version: 1,
      aggiornatoDa: 'Marco Ferri',
    });
    const byAdmin = await save('admin', { ...body(1), data: '2026-10-02' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(stepOf(byAdmin, 'consulenza')).toMatchObject({
      data: '2026-10-02',
      version: 2,
      aggiornatoDa: 'Giulia Conti',
    });
    const seenByOther = await call('GET', `user_milestones/${lead}`, 'otherAgent');
    expect(seenByOther.json()).toMatchObject({ modificabile: false });
  });
});

describe('the rules of a step', () => {
  it('refuses a day in the future except for the deed, in Italian', async () => {
    const lead = leads.fatto!;
    const late = await save('admin', { id: lead, step: 'perizia', data: '2026-11-22', version: 0 });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('La data di «Perizia svolta» non può essere nel futuro.');
    const today = await save('admin', {
      id: lead,
      step: 'perizia',
      data: '2026-11-21',
      version: 0,
    });
    expect(today.statusCode, today.body).toBe(200);
    const deed = await save('admin', { id: lead, step: 'rogito', data: '2027-02-15', version: 0 });
    expect(deed.statusCode, deed.body).toBe(200);
    expect(stepOf(deed, 'rogito').data).toBe('2027-02-15');
    const bad = await save('admin', { id: lead, step: 'delibera', data: '2026-02-30', version: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Data non valida/);
  });

  it('takes steps from Fatto Appuntamento on; Inserito and Annullata are refused with 409', async () => {
    const inserito = await save('admin', {
      id: leads.inserito!,
      step: 'consulenza',
      data: '2026-11-01',
      version: 0,
    });
    expect(inserito.statusCode).toBe(409);
    expect(inserito.json().message).toMatch(/dal Fatto Appuntamento in poi/);
    // An Annullata lead keeps the steps it had, read-only.
    await t.app.db
      .update(appointments)
      .set({ state: 'Fatto Appuntamento' })
      .where(eq(appointments.id, leads.annullata!));
    expect(
      (
        await save('admin', {
          id: leads.annullata!,
          step: 'consulenza',
          data: '2026-11-01',
          version: 0,
        })
      ).statusCode,
    ).toBe(200);
    await t.app.db
      .update(appointments)
      .set({ state: 'Annullata' })
      .where(eq(appointments.id, leads.annullata!));
    const closed = await save('admin', {
      id: leads.annullata!,
      step: 'consulenza',
      data: null,
      version: 1,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/annullato/);
    const kept = await call('GET', `admin_milestones/${leads.annullata}`, 'admin');
    expect(kept.json()).toMatchObject({ state: 'Annullata', modificabile: false });
    expect(stepOf(kept, 'consulenza').data).toBe('2026-11-01');
    const timeline = await call('GET', `user_timeline/${leads.annullata}`, 'A');
    expect(timeline.json().tappe).toEqual([{ step: 'consulenza', data: '2026-11-01' }]);
  });

  it('refuses a save over a newer version of the step with 409, naming who saved', async () => {
    const lead = leads.fatto!;
    const first = await save('admin', {
      id: lead,
      step: 'documenti',
      data: '2026-11-10',
      version: 0,
    });
    expect(first.statusCode).toBe(200);
    // A second form loaded before the first save still holds version 0.
    const stale = await save('recorder', {
      id: lead,
      step: 'documenti',
      data: '2026-11-11',
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_EDIT' });
    expect(stale.json().message).toMatch(/modificata da Giulia Conti/);
    const cleared = await save('admin', { id: lead, step: 'documenti', data: null, version: 1 });
    expect(stepOf(cleared, 'documenti')).toMatchObject({ data: null, version: 2 });
    const afterClear = await save('recorder', {
      id: lead,
      step: 'documenti',
      data: '2026-11-12',
      version: 1,
    });
    expect(afterClear.statusCode).toBe(409);
  });

  it('moves neither the state nor the points, and writes each set and clear to the trail', async () => {
    const [before] = await t.app.db.select().from(agencies).where(eq(agencies.id, ids.A!));
    const lead = leads.fatto!;
    await save('admin', { id: lead, step: 'istruttoria', data: '2026-11-15', version: 0 });
    await save('admin', { id: lead, step: 'istruttoria', data: null, version: 1 });
    const [after] = await t.app.db.select().from(agencies).where(eq(agencies.id, ids.A!));
    expect(after!.points).toBe(before!.points);
    const [row] = await t.app.db.select().from(appointments).where(eq(appointments.id, lead));
    expect(row!.state).toBe('Fatto Appuntamento');
    const trail = await t.app.inject({
      method: 'GET',
      url: `/v2/${t.config.productSlug}/user/admin_audit/appointment/${lead}`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(trail.statusCode, trail.body).toBe(200);
    const changes = JSON.stringify(trail.json());
    expect(changes).toContain('"field":"tappa_istruttoria","old":null,"new":"2026-11-15"');
    expect(changes).toContain('"field":"tappa_istruttoria","old":"2026-11-15","new":null');
  });
});

describe('the agency’s mails and timeline', () => {
  it('mails one per step set, none on a clear or a correction, none with the switch off', async () => {
    const [lead] = await insertAppointments(t.app.db, ids.A!, [
      {
        state: 'Fatto Appuntamento',
        agentId: ids.recorder!,
        name: 'Sara',
        createdAt: new Date(t.clock.now()),
      },
    ]);
    // The mails queued from here on: on PostgreSQL the queue's worker sends them meanwhile,
    // and a sent mail keeps only its subject (not the lead's link), so they are told apart
    // from the earlier tests' by the jobs that were there before.
    const earlier = new Set((await jobsOf(t.app.db, 'mail')).map((j) => j.id));
    const mailsAbout = async () =>
      (await jobsOf(t.app.db, 'mail')).filter(
        (j) =>
          !earlier.has(j.id) &&
          (j.data as { subject?: string }).subject?.includes('Avanzamento della pratica'),
      );
    const steps = ['consulenza', 'documenti', 'istruttoria', 'perizia'];
    for (const step of steps) {
      const res = await save('admin', { id: lead!.id, step, data: '2026-11-20', version: 0 });
      expect(res.statusCode, res.body).toBe(200);
    }
    await save('admin', { id: lead!.id, step: 'perizia', data: '2026-11-19', version: 1 });
    await save('admin', { id: lead!.id, step: 'perizia', data: null, version: 2 });
    await save('admin', { id: lead!.id, step: 'perizia', data: '2026-11-20', version: 3 });
    const mails = await mailsAbout();
    expect(mails).toHaveLength(4);
    expect(mails.map((m) => (m.data as { subject: string }).subject)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Avanzamento della pratica: Perizia svolta'),
      ]),
    );

    const list = await call('GET', 'user_timelines', 'A');
    expect(list.json().find((x: { _id: string }) => x._id === lead!.id).tappe).toEqual(
      steps.map((step) => ({ step, data: '2026-11-20' })),
    );
    expect(JSON.stringify((await call('GET', 'user_timelines', 'C')).json())).not.toContain(
      lead!.id,
    );

    const off = await t.app.inject({
      method: 'PUT',
      url: `/v2/${t.config.productSlug}/user/user_notificationPrefs`,
      headers: { authorization: `Bearer ${tokens.A}` },
      payload: {
        lead_recorded: true,
        lead_progress: true,
        lead_milestone: false,
        lead_note: true,
        ranking_change: true,
        service_request_state: true,
      },
    });
    expect(off.statusCode, off.body).toBe(200);
    await save('admin', { id: lead!.id, step: 'delibera', data: '2026-11-21', version: 0 });
    expect(await mailsAbout()).toHaveLength(4);
  });
});
