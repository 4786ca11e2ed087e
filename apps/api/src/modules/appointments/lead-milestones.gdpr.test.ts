import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments, leadMilestones } from '../../db/schema/index';
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

// Decisions 055 and 100: the steps of a lead are in the agency's subject-access export (and
// the recording agent's), and they survive the agency's erasure and the lead's
// pseudonymisation: their days hold no personal data.
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

async function leadWithSteps() {
  const r = await insertReferrer(t.app.db);
  const agency = await insertAgency(t.app.db, { referenteId: r.id });
  const agent = await insertAgency(t.app.db, { referenteId: r.id, agenteInterno: true });
  const [lead] = await insertAppointments(t.app.db, agency.id, [
    { state: 'Fatto Appuntamento', agentId: agent.id, name: 'Ottavio' },
  ]);
  for (const [step, data] of [
    ['consulenza', '2026-10-05'],
    ['rogito', '2027-03-01'],
  ] as const) {
    const res = await as(adminToken, 'POST', `${p()}/appuntamenti/admin_milestone`, {
      id: lead!.id,
      step,
      data,
      version: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const timeline = {
    _id: lead!.id,
    tappe: [
      { step: 'consulenza', data: '2026-10-05' },
      { step: 'rogito', data: '2027-03-01' },
    ],
  };
  return { agency, agent, lead: lead!, timeline };
}

describe('the steps and personal data', () => {
  it('the export of the agency and of the recording agent hold the steps', async () => {
    const { agency, agent, timeline } = await leadWithSteps();
    for (const who of [agency, agent]) {
      const token = await loginAgency(t.app, who.email);
      const res = await as(token, 'GET', `${p()}/user/user_exportData`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().avanzamentoPratiche).toEqual([timeline]);
    }
  });

  it('the agency’s erasure keeps the steps of its leads', async () => {
    const { agency, lead, timeline } = await leadWithSteps();
    const token = await loginAgency(t.app, agency.email);
    expect((await as(token, 'POST', `${p()}/user/user_requestErasure`)).statusCode).toBe(200);
    const erased = await as(adminToken, 'POST', `${p()}/user/admin_erase`, { id: agency.id });
    expect(erased.statusCode, erased.body).toBe(200);
    const steps = await as(adminToken, 'GET', `${p()}/appuntamenti/admin_milestones/${lead.id}`);
    expect(steps.statusCode, steps.body).toBe(200);
    const set = steps
      .json()
      .tappe.filter((s: { data: string | null }) => s.data)
      .map((s: { step: string; data: string }) => ({ step: s.step, data: s.data }));
    expect(set).toEqual(timeline.tappe);
  });

  it('the lead’s pseudonymisation keeps the steps’ days', async () => {
    const { lead } = await leadWithSteps();
    await t.app.db
      .update(appointments)
      .set({ updatedAt: new Date(t.clock.now() - 25 * MONTH) })
      .where(eq(appointments.id, lead.id));
    await housekeep(t.app.deps);
    const [row] = await t.app.db.select().from(appointments).where(eq(appointments.id, lead.id));
    expect(row).toMatchObject({ name: 'Cliente', surname: 'cancellato' });
    const days = await t.app.db
      .select({ step: leadMilestones.step, day: leadMilestones.day })
      .from(leadMilestones)
      .where(eq(leadMilestones.appointmentId, lead.id))
      .orderBy(leadMilestones.step);
    expect(days).toEqual([
      { step: 'consulenza', day: '2026-10-05' },
      { step: 'rogito', day: '2027-03-01' },
    ]);
  });

  it('a step saved today restarts the lead’s retention: an old lead at work is not pseudonymised', async () => {
    const { lead } = await leadWithSteps();
    await t.app.db
      .update(appointments)
      .set({ updatedAt: new Date(t.clock.now() - 25 * MONTH) })
      .where(eq(appointments.id, lead.id));
    const steps = await as(adminToken, 'GET', `${p()}/appuntamenti/admin_milestones/${lead.id}`);
    const perizia = steps.json().tappe.find((s: { step: string }) => s.step === 'perizia');
    const saved = await as(adminToken, 'POST', `${p()}/appuntamenti/admin_milestone`, {
      id: lead.id,
      step: 'perizia',
      data: '2026-11-20',
      version: perizia.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await housekeep(t.app.deps);
    const [row] = await t.app.db.select().from(appointments).where(eq(appointments.id, lead.id));
    expect(row).toMatchObject({ name: 'Ottavio', clientErasedAt: null });
  });
});
