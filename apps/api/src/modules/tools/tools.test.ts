import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MORTGAGE_DEFAULTS_SETTING_KEY, mortgage } from '@portal/shared';
import { appSettings, displayRataSettings } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin, loginAgency } from '../../test/fixtures';

let t: TestContext;
let base: string;
let tokenA: string;
let tokenB: string;
let adminToken: string;
let slugA: string;
let idA: string;
let idB: string;

const valid = {
  enabled: true,
  durationYears: 25,
  ltvPercent: 60,
  rateSource: 'custom',
  customRateBps: 350,
  color: '#AA3300',
  label: 'Rata da',
};

beforeAll(async () => {
  t = await createTestApp();
  base = `/v2/${t.config.productSlug}/strumenti`;
  const a = await insertAgency(t.app.db, { nome: 'Immobiliare Alfa' });
  const b = await insertAgency(t.app.db, { nome: 'Immobiliare Beta' });
  const admin = await insertAdmin(t.app.db);
  idA = a.id;
  idB = b.id;
  slugA = a.slug;
  tokenA = await loginAgency(t.app, a.email);
  tokenB = await loginAgency(t.app, b.email);
  adminToken = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /strumenti/parametri', () => {
  it('answers the engine defaults, publicly cacheable, without CORS', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${base}/parametri` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      annualRate: mortgage.DEFAULTS.annualRate,
      years: mortgage.DEFAULTS.years,
      ltv: mortgage.DEFAULTS.ltv,
      quota: mortgage.DEFAULTS.quota,
      maxAgeAtEnd: 75,
      ageRule: 'oldest',
      istruttoriaRate: 0.01,
      periziaCents: 25_000,
      consapMaxLoanCents: 25_000_000,
      // The Consap Fund's rules of decisions.md, until the admin dates others (decision 116).
      consap: mortgage.DEFAULT_CONSAP_RULES,
      variableAnnualRate: null,
      asOf: null,
      // Before any dated change every duration band has the default rate (decision 056).
      rateBands: [10, 15, 20, 25, 30, 40].map((maxYears) => ({
        maxYears,
        annualRate: mortgage.DEFAULTS.annualRate,
      })),
    });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('takes the administrator’s values from app_settings and ignores a malformed one', async () => {
    await t.app.db.insert(appSettings).values({
      key: MORTGAGE_DEFAULTS_SETTING_KEY,
      value: { annualRate: 0.031, years: 30, maxAgeAtEnd: 80, ageRule: 'youngest' },
    });
    let res = await t.app.inject({ method: 'GET', url: `${base}/parametri` });
    expect(res.json()).toMatchObject({
      annualRate: 0.031,
      years: 30,
      ltv: 0.8,
      maxAgeAtEnd: 80,
      ageRule: 'youngest',
    });

    await t.app.db
      .update(appSettings)
      .set({ value: { annualRate: 'tre' } })
      .where(eq(appSettings.key, MORTGAGE_DEFAULTS_SETTING_KEY));
    res = await t.app.inject({ method: 'GET', url: `${base}/parametri` });
    expect(res.statusCode).toBe(200);
    expect(res.json().annualRate).toBe(mortgage.DEFAULTS.annualRate);
    expect(t.logs.some((l) => String(l.msg).includes('parametri mutuo non validi'))).toBe(true);
    await t.app.db.delete(appSettings).where(eq(appSettings.key, MORTGAGE_DEFAULTS_SETTING_KEY));
  });
});

describe('GET/PUT /strumenti/display-rata', () => {
  it('refuses visitors and admins (401)', async () => {
    for (const headers of [{}, auth(adminToken)]) {
      const get = await t.app.inject({ method: 'GET', url: `${base}/display-rata`, headers });
      expect(get.statusCode).toBe(401);
      const put = await t.app.inject({
        method: 'PUT',
        url: `${base}/display-rata`,
        headers,
        payload: valid,
      });
      expect(put.statusCode).toBe(401);
      expect(put.json().message).toMatch(/login/);
    }
  });

  it('answers the defaults before the first save, with the agency’s handle', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base}/display-rata`,
      headers: auth(tokenA),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      settings: {
        enabled: true,
        durationYears: 25,
        ltvPercent: 80,
        rateSource: 'default',
        customRateBps: null,
        color: '#1f4e79',
        label: 'Rata da',
        priceSelector: '',
      },
      saved: false,
      effectiveRate: 0.035,
      defaultRate: 0.035,
      agency: { nome: 'Immobiliare Alfa', slug: slugA },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('saves valid settings (colour lower-cased) and answers the rate in force', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${base}/display-rata`,
      headers: auth(tokenA),
      payload: valid,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      saved: true,
      effectiveRate: 0.035,
      settings: { color: '#aa3300', ltvPercent: 60, customRateBps: 350 },
    });
    const again = await t.app.inject({
      method: 'GET',
      url: `${base}/display-rata`,
      headers: auth(tokenA),
    });
    expect(again.json().settings.ltvPercent).toBe(60);
  });

  it('keeps the selector of the site’s prices, trimmed, gives it to the widget, and empties it when left out', async () => {
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `${base}/display-rata`, headers: auth(tokenA), payload });
    const widget = async () =>
      (await t.app.inject({ method: 'GET', url: `${base}/widget/${slugA}` })).json();
    const saved = await put({ ...valid, priceSelector: '  .annuncio > .prezzo  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.priceSelector).toBe('.annuncio > .prezzo');
    expect((await widget()).priceSelector).toBe('.annuncio > .prezzo');
    // A PUT replaces the settings: a body of before this field means no selector.
    expect((await put(valid)).json().settings.priceSelector).toBe('');
    expect(await widget()).not.toHaveProperty('priceSelector');
  });

  it('keeps each agency’s settings to itself', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `${base}/display-rata`,
      headers: auth(tokenB),
      payload: { ...valid, ltvPercent: 90, label: 'Da soli' },
    });
    const [rowA] = await t.app.db
      .select()
      .from(displayRataSettings)
      .where(eq(displayRataSettings.agencyId, idA));
    const [rowB] = await t.app.db
      .select()
      .from(displayRataSettings)
      .where(eq(displayRataSettings.agencyId, idB));
    expect(rowA?.ltvPercent).toBe(60);
    expect(rowB?.label).toBe('Da soli');
  });

  const bad: [string, Record<string, unknown>, string, RegExp][] = [
    ['duration below 5', { durationYears: 4 }, 'durationYears', /tra 5 e 40 anni/],
    ['duration above 40', { durationYears: 41 }, 'durationYears', /tra 5 e 40 anni/],
    ['LTV below 50 %', { ltvPercent: 49 }, 'ltvPercent', /tra 50 e 100/],
    ['LTV above 100 %', { ltvPercent: 101 }, 'ltvPercent', /tra 50 e 100/],
    ['rate below 0,50 %', { customRateBps: 49 }, 'customRateBps', /0,50 e 10/],
    ['rate above 10 %', { customRateBps: 1001 }, 'customRateBps', /0,50 e 10/],
    ['custom source without a rate', { customRateBps: null }, 'customRateBps', /Indica il tasso/],
    ['a colour name', { color: 'red' }, 'color', /#rrggbb/],
    ['an empty label', { label: '   ' }, 'label', /da 1 a 30/],
    ['a label with markup', { label: '<b>Rata</b>' }, 'label', /simboli/],
    ['a label too long', { label: 'x'.repeat(31) }, 'label', /da 1 a 30/],
    ['an unknown source', { rateSource: 'banca' }, 'rateSource', /predefinito/],
    [
      'a selector with a rule',
      { priceSelector: '.prezzo{color:red}' },
      'priceSelector',
      /\{ \} ; </,
    ],
    ['a selector with markup', { priceSelector: '<script>' }, 'priceSelector', /selettore CSS/],
    [
      'a selector too long',
      { priceSelector: `.${'a'.repeat(200)}` },
      'priceSelector',
      /200 caratteri/,
    ],
    ['a selector that is not text', { priceSelector: 12 }, 'priceSelector', /selettore CSS/],
  ];
  for (const [what, patch, field, message] of bad) {
    it(`refuses ${what} with an Italian message on the field`, async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `${base}/display-rata`,
        headers: auth(tokenA),
        payload: { ...valid, ...patch },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[field]).toMatch(message);
    });
  }

  it('refuses fields it does not know (no mass assignment) and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${base}/display-rata`,
      headers: auth(tokenA),
      payload: { ...valid, ltvPercent: 70, agencyId: idB },
    });
    expect(res.statusCode).toBe(400);
    const [rowB] = await t.app.db
      .select()
      .from(displayRataSettings)
      .where(eq(displayRataSettings.agencyId, idB));
    expect(rowB?.ltvPercent).toBe(90);
    const [rowA] = await t.app.db
      .select()
      .from(displayRataSettings)
      .where(eq(displayRataSettings.agencyId, idA));
    expect(rowA?.ltvPercent).toBe(60);
  });
});
