import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { P, ROUTES, routeKey, validRequest } from './route-table';
import { authHeaders, seedRoles, type Seed } from './seed';

// QUALITY S16: every route of the table, called once as the role that reaches it, answers
// with the strict CSP and nosniff; API answers are `no-store` except the public GETs that
// are cacheable on purpose (listed here); HSTS only when the request came over TLS.
let t: TestContext;
let s: Seed;

/** Public, identical for everyone, safe to keep: static data, catalogue, widget assets. */
const CACHEABLE = new Set([
  'GET /v2/config',
  'GET /v2/comuni',
  'GET /v2/comuni/',
  'GET /v2/comuni/province',
  'GET /v2/comuni/search',
  'GET /v2/agents/getAllSmallInfo',
  `GET ${P}/servizi/public_fetchAll`, // no-cache + ETag: revalidated every time
  `GET ${P}/strumenti/parametri`,
  `GET ${P}/strumenti/piano-acquisto/:slug`,
  `GET ${P}/strumenti/widget/:slug`,
  'GET /widget/demo', // no-cache
  'GET /widget/demo.js',
]);

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  s = await seedRoles(t.app);
});
afterAll(async () => {
  await t.close();
});

const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v.join(' ')]),
  );

describe('security headers on every route (QUALITY S16)', () => {
  ROUTES.forEach((route, i) => {
    it(`${routeKey(route)}`, async () => {
      const req = validRequest(route, s);
      const res = await t.app.inject({
        ...req,
        headers: { ...req.headers, ...(await authHeaders(t.app, s, route, route.reach)) },
        remoteAddress: `10.16.${i}.1`,
      });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      // A cacheable answer never says no-store; every other API answer says exactly that.
      const cache = String(res.headers['cache-control']);
      const cacheable = CACHEABLE.has(routeKey(route)) && res.statusCode === 200;
      const isApi = route.pattern.startsWith('/v2/');
      const seen = cacheable ? cache.includes('no-store') : isApi ? cache : 'not an API answer';
      expect(seen).toBe(cacheable ? false : isApi ? 'no-store' : 'not an API answer');
    });
  });

  it('refusals and errors are no-store too, and HSTS is sent behind TLS', async () => {
    for (const url of ['/v2/admin/getMe', '/v2/non-esiste', `${P}/user/admin_getAll`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const tls = await t.app.inject({
      method: 'GET',
      url: '/v2/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });
});
