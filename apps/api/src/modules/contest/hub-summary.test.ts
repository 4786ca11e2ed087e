import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubSummary } from '@portal/shared';
import { serviceRequests, services } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAgency, insertReferrer, loginAgency } from '../../test/fixtures';
import { contratti, fatti, insertAppointments } from '../appointments/appointments.fixtures';

let t: TestContext;
const emails = { mine: '', other: '', bare: '', agent: '' };

const summary = async (email: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v2/${t.config.productSlug}/contest/user_hubSummary`,
    headers: { authorization: `Bearer ${await loginAgency(t.app, email)}` },
  });

// The test clock stands at 21 November 2026, 11:00 in Rome.
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  const referrer = await insertReferrer(t.app.db, {
    nome: 'Giulia',
    cognome: 'Conti',
    email: 'giulia.conti@example.it',
    telefono: '+39 06 1234567',
  });
  const mine = await insertAgency(t.app.db, { nome: 'Agenzia Mia', referenteId: referrer.id });
  const other = await insertAgency(t.app.db, { nome: 'Agenzia Altra', referenteId: referrer.id });
  const bare = await insertAgency(t.app.db, { nome: 'Agenzia Senza Referente' });
  // The internal agent of the same referrer: Mia and Altra are its linked agencies.
  const agent = await insertAgency(t.app.db, {
    nome: 'Agente Interno',
    referenteId: referrer.id,
    agenteInterno: true,
  });
  Object.assign(emails, {
    mine: mine.email,
    other: other.email,
    bare: bare.email,
    agent: agent.email,
  });

  await insertAppointments(t.app.db, mine.id, [
    // this month (Rome): the 1st at 00:30 Rome is 31 October 23:30 UTC
    { state: 'Inserito', name: 'Primo', createdAt: at('2026-10-31T23:30:00Z') },
    { state: 'Inserito', name: 'Secondo', createdAt: at('2026-11-10T09:00:00Z') },
    { state: 'Contratto', contratto: true, name: 'Terzo', createdAt: at('2026-11-20T09:00:00Z') },
    {
      state: 'Fatto Appuntamento',
      wc: true,
      name: 'Quarto',
      createdAt: at('2026-11-21T08:00:00Z'),
    },
    // last month: 31 October 23:00 Rome
    { state: 'Annullata', name: 'Vecchio', createdAt: at('2026-10-31T22:00:00Z') },
    ...contratti(3).map((s) => ({ ...s, createdAt: at('2026-09-01T10:00:00Z') })),
  ]);
  await insertAppointments(t.app.db, other.id, [...contratti(5), ...fatti(3)]);

  const [service] = await t.app.db
    .insert(services)
    .values({ name: 'Consulenza Mutui', descriptionHtml: '<p>x</p>', visibility: 'reserved' })
    .returning();
  const [closed] = await t.app.db
    .insert(services)
    .values({ name: 'Servizio Chiuso', descriptionHtml: '<p>x</p>', visibility: 'reserved' })
    .returning();
  const [done] = await t.app.db
    .insert(services)
    .values({ name: 'Servizio Completato', descriptionHtml: '<p>x</p>', visibility: 'reserved' })
    .returning();
  const [taken] = await t.app.db
    .insert(services)
    .values({ name: 'Servizio Preso', descriptionHtml: '<p>x</p>', visibility: 'reserved' })
    .returning();
  await t.app.db.insert(serviceRequests).values([
    { agencyId: mine.id, serviceId: service!.id, requestedAt: at('2026-11-15T10:00:00Z') },
    // completed and refused requests are not open
    {
      agencyId: mine.id,
      serviceId: done!.id,
      state: 'completata',
      requestedAt: at('2026-11-18T10:00:00Z'),
    },
    {
      agencyId: mine.id,
      serviceId: taken!.id,
      state: 'presa_in_carico',
      requestedAt: at('2026-11-12T10:00:00Z'),
    },
    { agencyId: mine.id, serviceId: closed!.id, requested: false },
    { agencyId: other.id, serviceId: closed!.id },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('user_hubSummary: one call, scoped to the signed-in agency', () => {
  it("answers the agency's points, month, latest appointments, requests and referrer", async () => {
    const res = await summary(emails.mine);
    expect(res.statusCode).toBe(200);
    const s = res.json<HubSummary>();
    // 4 contracts (101 each) and one verified appointment: 405, ranking unlocked
    expect(s.points).toBe(405);
    expect(s.target).toBe(400);
    // the other agency has 508 points: second
    // the agency at 0 points has not scored: two agencies in the ranking
    expect(s.position).toEqual({ position: 2, total: 2 });
    expect(s.ranked).toBe(true);
    expect(s.leadsThisMonth).toEqual([
      { state: 'Inserito', count: 2 },
      { state: 'Fatto Appuntamento', count: 1 },
      { state: 'Contratto', count: 1 },
      { state: 'Annullata', count: 0 },
    ]);
    expect(s.latestAppointments.map((a) => [a.cliente, a.points])).toEqual([
      ['Quarto Prova', 1],
      ['Terzo Prova', 101],
      ['Secondo Prova', 0],
    ]);
    expect(s.serviceRequests).toEqual([
      {
        _id: expect.any(String),
        servizio: 'Consulenza Mutui',
        requestedAt: '2026-11-15T10:00:00.000Z',
        state: 'Richiesta inviata',
      },
      {
        _id: expect.any(String),
        servizio: 'Servizio Preso',
        requestedAt: '2026-11-12T10:00:00.000Z',
        state: 'Richiesta presa in carico',
      },
    ]);
    expect(s.referente).toEqual({
      nome: 'Giulia Conti',
      email: 'giulia.conti@example.it',
      telefono: '+39 06 1234567',
    });
  });

  it("never shows another agency's figures", async () => {
    const s = (await summary(emails.other)).json<HubSummary>();
    expect(s.points).toBe(508);
    expect(s.position).toEqual({ position: 1, total: 2 });
    expect(s.latestAppointments.map((a) => a.cliente)).not.toContain('Quarto Prova');
    expect(s.serviceRequests.map((r) => r.servizio)).toEqual(['Servizio Chiuso']);
  });

  it('below 400 points there is no position, and no referrer when the agency has none', async () => {
    const s = (await summary(emails.bare)).json<HubSummary>();
    expect(s).toMatchObject({ points: 0, position: null, referente: null });
    expect(s.latestAppointments).toEqual([]);
    expect(s.leadsThisMonth.every((l) => l.count === 0)).toBe(true);
  });

  it("an internal agent's summary counts its linked agencies' leads, as its list shows them", async () => {
    const read = async (e: string) => (await summary(e)).json<HubSummary>();
    const [mine, other, agent] = [
      await read(emails.mine),
      await read(emails.other),
      await read(emails.agent),
    ];
    expect(agent.ranked).toBe(false);
    expect(agent.position).toBeNull();
    const sum = mine.leadsThisMonth.map((l, i) => ({
      state: l.state,
      count: l.count + other.leadsThisMonth[i]!.count,
    }));
    expect(sum.some((l) => l.count > 0)).toBe(true);
    expect(agent.leadsThisMonth).toEqual(sum);
    // its list's newest three, whichever agency holds them
    const list = await t.app.inject({
      method: 'GET',
      url: `/v2/${t.config.productSlug}/appuntamenti/user_fetchAll`,
      headers: { authorization: `Bearer ${await loginAgency(t.app, emails.agent)}` },
    });
    const newest = list
      .json<{ _id: string }[]>()
      .slice(0, 3)
      .map((a) => a._id);
    expect(newest).toHaveLength(3);
    expect(agent.latestAppointments.map((a) => a._id)).toEqual(newest);
  });

  it('refuses a visitor', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v2/${t.config.productSlug}/contest/user_hubSummary`,
    });
    expect(res.statusCode).toBe(401);
  });
});
