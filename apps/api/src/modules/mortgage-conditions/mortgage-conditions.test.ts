import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { MortgageConditionsEntry, MortgageConditionsPage } from '@portal/shared';
import { auditLog, displayRataSettings } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin, loginAgency } from '../../test/fixtures';
import { conditionsBody, conditionsValues } from './mortgage-conditions.fixtures';

// The administrator's dated mortgage conditions (decision 056): validated, effective from
// their day in Europe/Rome, listed with their history, audited; a scheduled change can be
// withdrawn before its day. The test clock starts on 21 November 2026, 11:00 in Rome.

let t: TestContext;
let admin: Record<string, string>;
let adminEmail: string;
let agencyToken: string;
let slug: string;
let agencyId: string;
const url = '/v2/admin/condizioni-mutuo';
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const a = await insertAdmin(t.app.db, { name: 'Carla', surname: 'Verdi' });
  adminEmail = a.email;
  admin = { authorization: `Bearer ${(await loginAdmin(t.app, a.email)).accessToken}` };
  const agency = await insertAgency(t.app.db, { nome: 'Immobiliare Gamma' });
  slug = agency.slug;
  agencyId = agency.id;
  agencyToken = await loginAgency(t.app, agency.email);
});
afterAll(async () => {
  await t.close();
});

const add = (payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const page = async () =>
  (await t.app.inject({ method: 'GET', url, headers: admin })).json<MortgageConditionsPage>();
const parametri = async () =>
  (
    await t.app.inject({ method: 'GET', url: `/v2/${t.config.productSlug}/strumenti/parametri` })
  ).json();
const widget = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/v2/${t.config.productSlug}/strumenti/widget/${slug}`,
    })
  ).json();

describe('who may read and change the conditions', () => {
  it('refuses visitors and agencies (401) and changes nothing', async () => {
    const body = conditionsBody('2026-11-21');
    const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${agencyToken}` }];
    for (const headers of callers) {
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(401);
      expect((await add(body, headers)).statusCode).toBe(401);
      const del = await t.app.inject({
        method: 'POST',
        url: `${url}/elimina`,
        headers,
        payload: { id: '00000000-0000-4000-8000-000000000000' },
      });
      expect(del.statusCode).toBe(401);
    }
    expect((await page()).entries).toEqual([]);
  });
});

describe('validation', () => {
  it.each([
    [{ tanBps: [300, 300, 300, 300, 300, 1600] }, 'Il TAN deve essere tra 0 e 15 %'],
    [{ tanBps: [300, 300] }, 'Indica il TAN di ognuna delle 6 fasce di durata'],
    [{ ltvPercent: 40 }, 'Il rapporto mutuo/valore deve essere tra 50 e 100 %'],
    [{ quotaPercent: 60 }, 'La quota di reddito per la rata deve essere tra 10 e 50 %'],
    [{ istruttoriaBps: 400 }, 'Le spese di istruttoria devono essere tra 0 e 3 % del mutuo'],
    [{ maxAgeAtEnd: 95 }, "L'età massima a fine mutuo deve essere tra 60 e 90 anni"],
    [
      { priceMinCents: 10_000_000, priceMaxCents: 5_000_000 },
      'Il prezzo massimo deve essere maggiore del prezzo minimo',
    ],
  ])('refuses %j with an Italian message (400)', async (patch, message) => {
    const res = await add({ effectiveFrom: '2026-11-21', values: conditionsValues(patch) });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('refuses a day in the past, a day more than a year ahead and a non-date', async () => {
    const past = await add(conditionsBody('2026-11-20'));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('La data di decorrenza non può essere nel passato');
    const far = await add(conditionsBody('2027-12-31'));
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe('La data di decorrenza può essere al massimo tra un anno');
    const bad = await add(conditionsBody('21/11/2026'));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Indica una data di decorrenza valida');
    expect((await page()).entries).toEqual([]);
  });

  it('refuses unknown keys (mass assignment)', async () => {
    const res = await add({ ...conditionsBody('2026-11-21'), adminId: 'x' });
    expect(res.statusCode).toBe(400);
  });
});

describe('effective from a chosen day', () => {
  it('before any change: the fallback, undated', async () => {
    const p = await page();
    expect(p.today).toBe('2026-11-21');
    expect(p.asOf).toBeNull();
    expect(p.current.tanBps).toEqual([350, 350, 350, 350, 350, 350]);
    expect(await parametri()).toMatchObject({ annualRate: 0.035, asOf: null });
    expect((await widget()).asOf).toBeNull();
  });

  it('a change effective today applies at once: calculators, widget and its example costs', async () => {
    const res = await add({
      effectiveFrom: '2026-11-21',
      values: conditionsValues({
        tanBps: [300, 310, 320, 420, 440, 460],
        istruttoriaBps: 50,
        periziaCents: 30_000,
        years: 25,
        priceMinCents: 5_000_000,
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MortgageConditionsEntry>()).toMatchObject({ status: 'in_vigore' });
    expect(await parametri()).toMatchObject({
      annualRate: 0.042,
      years: 25,
      istruttoriaRate: 0.005,
      periziaCents: 30_000,
      asOf: '2026-11-21',
    });
    // Every band travels to the Piano D'Acquisto, which follows the duration typed.
    expect((await parametri()).rateBands).toEqual([
      { maxYears: 10, annualRate: 0.03 },
      { maxYears: 15, annualRate: 0.031 },
      { maxYears: 20, annualRate: 0.032 },
      { maxYears: 25, annualRate: 0.042 },
      { maxYears: 30, annualRate: 0.044 },
      { maxYears: 40, annualRate: 0.046 },
    ]);
    const config = await widget();
    expect(config).toMatchObject({
      annualRate: 0.042,
      years: 25,
      asOf: '21/11/2026',
      prices: { minCents: 5_000_000, maxCents: 500_000_000 },
    });
    expect(config.exampleCosts).toEqual(
      expect.arrayContaining([
        { label: 'Spese di istruttoria', rate: 0.005, flatCents: 0 },
        { label: 'Perizia', rate: 0, flatCents: 30_000 },
      ]),
    );
  });

  it('the widget takes the TAN of the band of the agency’s duration', async () => {
    await t.app.db.insert(displayRataSettings).values({ agencyId, durationYears: 30 });
    expect((await widget()).annualRate).toBe(0.044);
    await t.app.db.delete(displayRataSettings).where(eq(displayRataSettings.agencyId, agencyId));
  });

  it('a future change is not applied until its day, then replaces the current one', async () => {
    const future = await add(
      conditionsBody('2026-11-25', { tanBps: [500, 500, 500, 500, 500, 500] }),
    );
    expect(future.statusCode).toBe(200);
    expect(future.json()).toMatchObject({ status: 'programmata', effectiveFrom: '2026-11-25' });
    expect((await parametri()).annualRate).toBe(0.042);

    t.clock.advance(3 * DAY + 12 * 3_600_000); // 24 Nov, 23:00 in Rome: still the day before
    expect((await parametri()).annualRate).toBe(0.042);
    t.clock.advance(3_600_000); // 25 Nov, 00:00 in Rome
    expect(await parametri()).toMatchObject({ annualRate: 0.05, asOf: '2026-11-25' });
    expect((await widget()).asOf).toBe('25/11/2026');
  });
});

describe('history and withdrawal', () => {
  beforeAll(async () => {
    // Days went by: a new sign-in.
    admin = { authorization: `Bearer ${(await loginAdmin(t.app, adminEmail)).accessToken}` };
  });

  it('lists every change, newest day first, with its state and who saved it; audited', async () => {
    const later = await add(conditionsBody('2026-12-10'));
    expect(later.statusCode).toBe(200);
    const p = await page();
    expect(p.entries.map((e) => [e.effectiveFrom, e.status])).toEqual([
      ['2026-12-10', 'programmata'],
      ['2026-11-25', 'in_vigore'],
      ['2026-11-21', 'superata'],
    ]);
    expect(p.entries.every((e) => e.admin === 'Carla Verdi')).toBe(true);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'mortgage_conditions'), eq(auditLog.action, 'create')));
    expect(audits).toHaveLength(3);
  });

  it('withdraws a scheduled change (audited); one in force stays (409); an unknown one is 404', async () => {
    const p = await page();
    const scheduled = p.entries.find((e) => e.status === 'programmata')!;
    const inForce = p.entries.find((e) => e.status === 'in_vigore')!;
    const del = (id: string) =>
      t.app.inject({ method: 'POST', url: `${url}/elimina`, headers: admin, payload: { id } });

    const refused = await del(inForce.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Questa modifica è già in vigore: non si può eliminare, solo sostituire.',
    );
    expect((await del('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const ok = await del(scheduled.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Modifica programmata eliminata.');
    expect((await page()).entries.map((e) => e.id)).not.toContain(scheduled.id);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, scheduled.id), eq(auditLog.action, 'delete')));
    expect(audit?.changes).toContainEqual({ field: 'effectiveFrom', old: '2026-12-10', new: null });
  });
});
