import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNNEL_BEACON_CAPS, FUNNEL_MESSAGES, type DisplayRataFunnel } from '@portal/shared';
import {
  agencies,
  appointments,
  displayRataFunnel,
  displayRataSettings,
} from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAdmin,
  loginAgency,
} from '../../test/fixtures';
import { eraseAgency } from '../agencies/erasure.service';
import { housekeep } from '../outbox/housekeeping';
import { pianoLeadBody } from './piano-lead.fixtures';

// The funnel of Display Rata (decision 115): the widget's beacon, plans and contracts from a
// badge, the agency's 90 days, the admin's 360° and ranking.
let t: TestContext;
let agency: { id: string; slug: string; email: string };
let agent: { id: string; email: string };
let off: { slug: string };
let pending: { slug: string };
let ip = 0;
const product = () => t.config.productSlug;

beforeAll(async () => {
  t = await createTestApp();
  const referrer = await insertReferrer(t.app.db);
  agency = await insertAgency(t.app.db, { nome: 'Casa Funnel', referenteId: referrer.id });
  agent = await insertAgency(t.app.db, { referenteId: referrer.id, agenteInterno: true });
  off = await insertAgency(t.app.db, { nome: 'Agenzia Spenta' });
  pending = await insertAgency(t.app.db, { nome: 'In Attesa', state: 'DA CONFERMARE' });
  await t.app.db
    .insert(displayRataSettings)
    .values({ agencyId: (await agencyIdOf(off.slug))!, enabled: false });
});
afterAll(() => t.close());

async function agencyIdOf(slug: string) {
  const [row] = await t.app.db.select().from(agencies).where(eq(agencies.slug, slug));
  return row?.id;
}

/** A beacon as the browser sends it: text/plain, from another site, without credentials. */
function beacon(slug: string, body: string | object, contentType = 'text/plain;charset=UTF-8') {
  return t.app.inject({
    method: 'POST',
    url: `/v2/${product()}/strumenti/widget/${slug}/conteggi`,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': contentType,
      origin: 'https://www.agenzia.example',
      'x-forwarded-for': `10.50.0.${(ip++ % 250) + 1}`,
    },
  });
}

const rowsOf = (agencyId: string) =>
  t.app.db.select().from(displayRataFunnel).where(eq(displayRataFunnel.agencyId, agencyId));

async function funnelOfAgency(): Promise<DisplayRataFunnel> {
  const token = await loginAgency(t.app, agency.email);
  const res = await t.app.inject({
    method: 'GET',
    url: `/v2/${product()}/strumenti/display-rata/funnel`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('POST /strumenti/widget/:slug/conteggi (the widget’s beacon)', () => {
  it('adds the counts to the agency’s day in Europe/Rome, answers 204 and sets no cookie', async () => {
    // 21 November 2026, 23:30 UTC: already the 22nd in Rome.
    t.clock.t = Date.UTC(2026, 10, 21, 23, 30);
    const res = await beacon(agency.slug, { pagine: 1, badge: 12, esempi: 2 });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect((await beacon(agency.slug, { badge: 3, piani: 1 })).statusCode).toBe(204);
    const [row] = await rowsOf(agency.id);
    expect(row).toMatchObject({ day: '2026-11-22', pages: 1, badges: 15, examples: 2, pianos: 1 });
  });

  it('cuts each count to its cap: a page cannot claim 10.000 badges', async () => {
    t.clock.t = Date.UTC(2026, 10, 23, 10, 0);
    const res = await beacon(agency.slug, { pagine: 40, badge: 10_000, esempi: 999, piani: 999 });
    expect(res.statusCode).toBe(204);
    const row = (await rowsOf(agency.id)).find((r) => r.day === '2026-11-23');
    expect(row).toMatchObject({
      pages: FUNNEL_BEACON_CAPS.pagine,
      badges: FUNNEL_BEACON_CAPS.badge,
      examples: FUNNEL_BEACON_CAPS.esempi,
      pianos: FUNNEL_BEACON_CAPS.piani,
    });
  });

  it('refuses an unknown, unconfirmed or switched-off agency with 404 in Italian', async () => {
    for (const slug of ['non-esiste', pending.slug, off.slug]) {
      const res = await beacon(slug, { pagine: 1, badge: 1 });
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toMatchObject({ message: FUNNEL_MESSAGES.agency });
    }
  });

  it('answers 400, never 500, to a body that is no JSON or no counts', async () => {
    for (const body of [
      '{"badge":',
      'ciao',
      '[]',
      '{"badge":-1}',
      '{"badge":1.5}',
      '{"badge":"3"}',
    ]) {
      const res = await beacon(agency.slug, body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[a-z]/);
    }
    expect((await beacon(agency.slug, 'x'.repeat(5000))).statusCode).toBe(413);
  });

  it('takes a JSON content type too, and an empty beacon writes nothing', async () => {
    t.clock.t = Date.UTC(2026, 10, 24, 10, 0);
    expect((await beacon(agency.slug, { badge: 2 }, 'application/json')).statusCode).toBe(204);
    expect((await beacon(agency.slug, {})).statusCode).toBe(204);
    const days = (await rowsOf(agency.id)).map((r) => r.day);
    expect(days.filter((d) => d === '2026-11-24')).toHaveLength(1);
  });
});

describe('the beacon’s limit', () => {
  it('answers 429 past 60 beacons a minute from one address, and the others still count', async () => {
    const from = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v2/${product()}/strumenti/widget/${agency.slug}/conteggi`,
        payload: '{}',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': address },
      });
    const statuses = [];
    for (let i = 0; i < 61; i++) statuses.push((await from('10.60.0.1')).statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
    expect((await from('10.60.0.2')).statusCode).toBe(204);
  });
});

describe('plans and contracts from a badge', () => {
  it('counts a plan sent and its lead when the Piano was opened from a badge, and its contract when it reaches Contratto', async () => {
    t.clock.t = Date.UTC(2026, 10, 25, 10, 0);
    const send = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/v2/${product()}/strumenti/piano-acquisto/${agency.slug}/richiesta`,
        payload: body,
        headers: { 'x-forwarded-for': `10.51.0.${(ip++ % 250) + 1}` },
      });
    expect((await send(pianoLeadBody({ da: 'display-rata' }))).statusCode).toBe(200);
    // Without the marker: a lead, but not the funnel's.
    expect((await send(pianoLeadBody({ email: 'altro@example.it' }))).statusCode).toBe(200);
    // A form filler's plan: sent, but no lead.
    expect((await send(pianoLeadBody({ da: 'display-rata', website: 'x' }))).statusCode).toBe(200);
    expect((await send({ ...pianoLeadBody(), da: 'altro' })).statusCode).toBe(400);
    const day = () => rowsOf(agency.id).then((rows) => rows.find((r) => r.day === '2026-11-25'));
    expect(await day()).toMatchObject({ plans: 2, leads: 1, contracts: 0 });
    const leads = await t.app.db
      .select()
      .from(appointments)
      .where(eq(appointments.agencyId, agency.id));
    expect(leads.map((l) => l.fromDisplayRata).sort()).toEqual([false, true]);

    // The internal agent takes both leads to Contratto: one contract counted, once.
    t.clock.t = Date.UTC(2026, 10, 26, 10, 0);
    const token = await loginAgency(t.app, agent.email);
    const toContract = async (lead: (typeof leads)[number], description: string) => {
      const one = await t.app.inject({
        method: 'GET',
        url: `/v2/${product()}/appuntamenti/user_fetchOne/${lead.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      return t.app.inject({
        method: 'POST',
        url: `/v2/${product()}/appuntamenti/user_edit`,
        headers: { authorization: `Bearer ${token}` },
        payload: {
          _id: lead.id,
          agenzia: agency.id,
          state: 'Contratto',
          name: lead.name,
          surname: lead.surname,
          email: lead.email,
          cellulare: lead.cellulare,
          description,
          dataFattoAppuntamento: '2026-11-26T09:00:00.000Z',
          version: one.json<{ version: unknown }>().version,
        },
      });
    };
    // Each lead to Contratto, then edited again in that state: the badge's lead counts once.
    const answers = [];
    for (const lead of leads)
      for (const description of ['Contratto firmato', 'Contratto firmato dal notaio'])
        answers.push((await toContract(lead, description)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200]);
    const contracts = (await rowsOf(agency.id)).find((r) => r.day === '2026-11-26');
    expect(contracts).toMatchObject({ contracts: 1, plans: 0, leads: 0 });
  });
});

describe('what the agency and the admin read', () => {
  it('the agency reads its last 90 days, every day listed, with totals and the badge-to-lead rate', async () => {
    t.clock.t = Date.UTC(2026, 10, 26, 12, 0);
    const funnel = await funnelOfAgency();
    expect(funnel.giorni).toHaveLength(90);
    expect(funnel.al).toBe('2026-11-26');
    expect(funnel.dal).toBe('2026-08-29');
    expect(funnel.giorni.find((d) => d.giorno === '2026-11-22')).toMatchObject({ badge: 15 });
    expect(funnel.totali).toEqual({
      pagine: 2,
      badge: 15 + FUNNEL_BEACON_CAPS.badge + 2,
      esempi: 2 + FUNNEL_BEACON_CAPS.esempi,
      piani: 1 + FUNNEL_BEACON_CAPS.piani,
      pianiInviati: 2,
      lead: 1,
      contratti: 1,
    });
    expect(funnel.tassoBadgeLead).toBeCloseTo(1 / funnel.totali.badge, 10);
  });

  it('the admin sees the totals on the 360° and the agency in the ranking; agencies without badges are left out', async () => {
    t.clock.t = Date.UTC(2026, 10, 26, 12, 0);
    const other = await insertAgency(t.app.db, { nome: 'Altra Agenzia' });
    await t.app.db.insert(displayRataFunnel).values([
      { agencyId: other.id, day: '2026-11-20', badges: 10, leads: 1 },
      // Pages but no badge drawn: not ranked.
      { agencyId: (await agencyIdOf(off.slug))!, day: '2026-11-20', pages: 3 },
    ]);
    const admin = await loginAdmin(t.app, (await insertAdmin(t.app.db)).email);
    const auth = { authorization: `Bearer ${admin.accessToken}` };
    const view = await t.app.inject({
      method: 'GET',
      url: `/v2/${product()}/user/admin_agency360/${agency.id}`,
      headers: auth,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ displayRata: { lead: 1, contratti: 1, pianiInviati: 2 } });
    const ranking = await t.app.inject({
      method: 'GET',
      url: `/v2/${product()}/user/admin_display_rata_classifica`,
      headers: auth,
    });
    expect(ranking.statusCode, ranking.body).toBe(200);
    const body = ranking.json<{
      totale: number;
      righe: { nome: string; tassoBadgeLead: number }[];
    }>();
    expect(body.totale).toBe(2);
    expect(body.righe.map((r) => r.nome)).toEqual(['Altra Agenzia', 'Casa Funnel']);
    expect(body.righe[0]!.tassoBadgeLead).toBeCloseTo(0.1, 10);
    const byName = await t.app.inject({
      method: 'GET',
      url: `/v2/${product()}/user/admin_display_rata_classifica?ordina=badge`,
      headers: auth,
    });
    expect(byName.json<{ righe: { nome: string }[] }>().righe[0]!.nome).toBe('Casa Funnel');
    const bad = await t.app.inject({
      method: 'GET',
      url: `/v2/${product()}/user/admin_display_rata_classifica?ordina=zzz`,
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('housekeeping deletes the days more than 24 months old', async () => {
    await t.app.db.insert(displayRataFunnel).values([
      { agencyId: agency.id, day: '2024-11-25', badges: 1 },
      { agencyId: agency.id, day: '2024-11-26', badges: 1 },
    ]);
    t.clock.t = Date.UTC(2026, 10, 26, 12, 0);
    await housekeep(t.app.deps as Parameters<typeof housekeep>[0]);
    const days = (await rowsOf(agency.id)).map((r) => r.day);
    expect(days).not.toContain('2024-11-25');
    expect(days).toContain('2024-11-26');
  });
});

describe('several processes on one database', () => {
  it('concurrent beacons through two apps add up, none lost', async () => {
    const second = await createTestApp({ shareDatabaseOf: t });
    try {
      t.clock.t = Date.UTC(2026, 10, 27, 10, 0);
      second.clock.t = t.clock.t;
      const send = (app: TestContext, i: number) =>
        app.app.inject({
          method: 'POST',
          url: `/v2/${product()}/strumenti/widget/${agency.slug}/conteggi`,
          payload: JSON.stringify({ pagine: 1, badge: 2 }),
          headers: { 'content-type': 'text/plain', 'x-forwarded-for': `10.52.0.${i + 1}` },
        });
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => send(i % 2 === 0 ? t : second, i)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(40).fill(204));
      const row = (await rowsOf(agency.id)).find((r) => r.day === '2026-11-27');
      expect(row).toMatchObject({ pages: 40, badges: 80 });
    } finally {
      await second.close();
    }
  });
});

describe('the agency’s erasure', () => {
  it('deletes its counters, and only its', async () => {
    const other = await insertAgency(t.app.db, { nome: 'Resta' });
    await t.app.db
      .insert(displayRataFunnel)
      .values({ agencyId: other.id, day: '2026-11-20', badges: 4 });
    const admin = await insertAdmin(t.app.db);
    await eraseAgency(t.app.deps, admin.id, agency.id);
    expect(await rowsOf(agency.id)).toEqual([]);
    expect(await rowsOf(other.id)).toHaveLength(1);
  });
});
