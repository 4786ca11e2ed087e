import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mortgage } from '@portal/shared';
import { displayRataSettings } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAgency, loginAgency } from '../../test/fixtures';

let t: TestContext;
let base: string;
let on: { slug: string; email: string };
let fresh: { slug: string };
let off: { slug: string };
let pending: { slug: string };

beforeAll(async () => {
  t = await createTestApp();
  base = `/v2/${t.config.productSlug}/strumenti`;
  const a = await insertAgency(t.app.db, {
    nome: 'Casa Più',
    telefono: '06 1234567',
    comune: 'Roma',
    provincia: 'RM',
    partitaIva: '12345678903',
  });
  const f = await insertAgency(t.app.db, { nome: 'Nuova Agenzia' });
  const o = await insertAgency(t.app.db, { nome: 'Agenzia Spenta' });
  const p = await insertAgency(t.app.db, { nome: 'Agenzia In Attesa', state: 'DA CONFERMARE' });
  await t.app.db.insert(displayRataSettings).values([
    {
      agencyId: a.id,
      enabled: true,
      durationYears: 30,
      ltvPercent: 90,
      rateSource: 'custom',
      customRateBps: 320,
      color: '#0a7d3b',
      label: 'Tua da',
    },
    { agencyId: o.id, enabled: false },
  ]);
  on = a;
  fresh = f;
  off = o;
  pending = p;
});
afterAll(async () => {
  await t.close();
});

describe('GET /strumenti/widget/:slug (public, CORS *)', () => {
  it('answers the agency’s widget configuration, cacheable, open to every origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base}/widget/${on.slug}`,
      headers: { origin: 'https://www.agenzia.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      agency: { nome: 'Casa Più', slug: on.slug },
      label: 'Tua da',
      palette: { accent: '#0a7d3b', onAccent: '#ffffff', accentText: '#0a7d3b' },
      annualRate: 0.032,
      years: 30,
      ltv: 0.9,
      intermediary: {
        name: 'Mediatore Creditizio Esempio S.r.l.',
        details: 'Mediatore creditizio iscritto all’Elenco OAM n. M000',
        registerUrl: 'https://www.organismo-am.it/',
      },
      exampleCosts: [
        { label: 'Spese di istruttoria', rate: 0.01, flatCents: 0 },
        { label: 'Perizia', rate: 0, flatCents: 25_000 },
        { label: 'Imposta sostitutiva (0,25%)', rate: 0.0025, flatCents: 0 },
      ],
      pianoUrl: `https://portale.example.it/piano-acquisto/${on.slug}`,
      asOf: null,
      prices: { minCents: 3_000_000, maxCents: 500_000_000 },
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('public, max-age=240, stale-while-revalidate=60');
  });

  it('uses the provider’s defaults for an agency that never saved its settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${base}/widget/${fresh.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      label: 'Rata da',
      annualRate: mortgage.DEFAULTS.annualRate,
      years: 25,
      ltv: 0.8,
    });
  });

  it('answers the same 404 for an unknown, a switched-off and a pending agency, still with CORS', async () => {
    const bodies = [];
    for (const slug of ['nessuna-agenzia', off.slug, pending.slug]) {
      const res = await t.app.inject({ method: 'GET', url: `${base}/widget/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      bodies.push(res.json().message);
    }
    expect(new Set(bodies)).toEqual(new Set(['Agenzia non trovata.']));
  });

  it('refuses a malformed handle with 400, still readable by the widget', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base}/widget/${encodeURIComponent('<script>')}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('opens CORS on that GET only', async () => {
    const token = await loginAgency(t.app, on.email);
    const others = [
      { method: 'GET' as const, url: `${base}/parametri` },
      { method: 'GET' as const, url: `${base}/piano-acquisto/${on.slug}` },
      {
        method: 'GET' as const,
        url: `${base}/display-rata`,
        headers: { authorization: `Bearer ${token}` },
      },
      { method: 'PUT' as const, url: `${base}/widget/${on.slug}` },
    ];
    for (const req of others) {
      const res = await t.app.inject({
        ...req,
        headers: { origin: 'https://www.agenzia.example', ...req.headers },
      });
      expect(res.headers['access-control-allow-origin'], req.url).toBeUndefined();
    }
  });
});

describe('GET /strumenti/piano-acquisto/:slug (public)', () => {
  it('answers the agency’s name and contacts, nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${base}/piano-acquisto/${on.slug}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.agency).sort()).toEqual([
      'cellulare',
      'comune',
      'email',
      'indirizzo',
      'nome',
      'provincia',
      'slug',
      'telefono',
    ]);
    expect(body.agency).toMatchObject({
      nome: 'Casa Più',
      telefono: '06 1234567',
      comune: 'Roma',
      provincia: 'RM',
    });
    expect(res.body).not.toContain('12345678903');
    expect(res.body).not.toMatch(/password|hash|_id/i);
  });

  it('works whatever the widget setting, and 404s for unknown or pending agencies', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/piano-acquisto/${off.slug}` })).statusCode,
    ).toBe(200);
    for (const slug of ['nessuna-agenzia', pending.slug]) {
      const res = await t.app.inject({ method: 'GET', url: `${base}/piano-acquisto/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Agenzia non trovata.');
    }
  });
});
