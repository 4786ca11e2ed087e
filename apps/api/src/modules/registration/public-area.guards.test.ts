import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { insertAdmin, insertAgency, loginAdmin, loginAgency } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { agencyBody, freshIp } from './registration.fixtures';

// Every route of the public area × {visitor, agency, internal agent, admin}: public routes
// answer the same whoever calls (a session is neither needed nor used). A route of these
// prefixes missing from the table fails the test. Then ≥ 200 generated requests per route
// (QUALITY.md S11): never an answer ≥ 500.
let t: TestContext;
const tokens: Record<string, string | undefined> = {};
const p = '/v2/8volante';

type Route = {
  method: 'GET' | 'POST';
  url: string;
  pattern: string;
  payload?: object;
  status: number;
};
const ROUTES: Route[] = [
  {
    method: 'POST',
    url: '/v2/agenzieUser/register',
    pattern: '/v2/agenzieUser/register',
    payload: {},
    status: 400,
  },
  {
    method: 'POST',
    url: '/v2/agenzieUser/registerAffida',
    pattern: '/v2/agenzieUser/registerAffida',
    payload: {},
    status: 400,
  },
  {
    method: 'GET',
    url: '/v2/agenzieUser/verify/non-esiste-0123456789abcdef',
    pattern: '/v2/agenzieUser/verify/:token',
    status: 404,
  },
  {
    method: 'GET',
    url: '/v2/agents/getAllSmallInfo',
    pattern: '/v2/agents/getAllSmallInfo',
    status: 200,
  },
  {
    method: 'GET',
    url: `${p}/servizi/public_fetchAll`,
    pattern: `${p}/servizi/public_fetchAll`,
    status: 200,
  },
  // The client's «Non desidero essere contattato» link: one never mailed is no longer valid.
  {
    method: 'GET',
    url: `${p}/segnalazioni/optOut/${'x'.repeat(43)}`,
    pattern: `${p}/segnalazioni/optOut/:token`,
    status: 410,
  },
  {
    method: 'POST',
    url: `${p}/segnalazioni/optOut`,
    pattern: `${p}/segnalazioni/optOut`,
    payload: { token: 'x'.repeat(43) },
    status: 410,
  },
  {
    method: 'GET',
    url: `${p}/contest/public_rules`,
    pattern: `${p}/contest/public_rules`,
    status: 200,
  },
];
const PREFIXES = [
  '/v2/agenzieUser/register',
  '/v2/agenzieUser/verify',
  '/v2/agents/',
  `${p}/servizi/public_`,
  `${p}/segnalazioni/optOut`,
  `${p}/contest/public_`,
];

beforeAll(async () => {
  t = await createTestApp({ deps: { mailer: { send: async () => {}, close: () => {} } } });
  tokens.agency = await loginAgency(t.app, (await insertAgency(t.app.db)).email);
  tokens.agent = await loginAgency(
    t.app,
    (await insertAgency(t.app.db, { agenteInterno: true })).email,
  );
  tokens.admin = (await loginAdmin(t.app, (await insertAdmin(t.app.db)).email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('public area: authorization matrix (QUALITY.md S8)', () => {
  for (const route of ROUTES) {
    for (const role of ['visitor', 'agency', 'agent', 'admin'] as const) {
      it(`${route.method} ${route.pattern} as ${role} → ${route.status}`, async () => {
        const token = tokens[role];
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: {
            'x-forwarded-for': freshIp(),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(route.payload ? { payload: route.payload } : {}),
        });
        expect(res.statusCode).toBe(route.status);
        expect(
          route.status < 400 || /[a-zà-ù]/.test(res.json().message),
          'messaggio italiano',
        ).toBe(true);
      });
    }
  }

  it('the table lists every route under the public prefixes', async () => {
    const listed = new Set(ROUTES.map((r) => `${r.method} ${r.pattern}`));
    const doc = (await t.app.inject({ method: 'GET', url: '/v2/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const registered = Object.entries(doc.paths)
      .filter(([path]) => PREFIXES.some((m) => path.startsWith(m)))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((m) => m !== 'head')
          .map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      );
    expect(registered).toHaveLength(ROUTES.length);
    for (const route of registered) expect(listed, route).toContain(route);
  });
});

describe('public area: generated requests never get an answer ≥ 500 (QUALITY.md S11)', () => {
  const valid = agencyBody();
  // Valid bodies with one field replaced by anything, and bodies that are anything at all.
  const bodies = fc.oneof(
    fc.anything(),
    fc
      .record({ key: fc.constantFrom(...Object.keys(valid)), value: fc.anything() })
      .map(({ key, value }) => ({ ...valid, [key]: value })),
    fc.dictionary(
      fc.string({ maxLength: 20 }),
      fc.oneof(fc.string({ maxLength: 300 }), fc.boolean(), fc.integer()),
    ),
  );
  const allowed = [200, 400, 404, 409, 410, 413, 415, 429];

  it.each(['register', 'registerAffida'])('POST /v2/agenzieUser/%s', async (path) => {
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/v2/agenzieUser/${path}`,
          headers: { 'x-forwarded-for': freshIp(), 'content-type': 'application/json' },
          payload: JSON.stringify(body) ?? 'null',
        });
        expect(allowed).toContain(res.statusCode);
      }),
      { numRuns: 200 },
    );
  });

  it('GET /v2/agenzieUser/verify/{token}', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 250 }), async (token) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/v2/agenzieUser/verify/${encodeURIComponent(token)}`,
          headers: { 'x-forwarded-for': freshIp() },
        });
        expect(allowed).toContain(res.statusCode);
      }),
      { numRuns: 200 },
    );
  });
});
