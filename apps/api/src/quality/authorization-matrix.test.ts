import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { EXCLUDED, ROLES, ROUTES, registeredRoutes, routeKey, validRequest } from './route-table';
import { authHeaders, seedRoles, type Seed } from './seed';
import { leakedSecrets } from './secret-keys';

// QUALITY S8: every route the server registers × {visitor, agency, internal agent, admin},
// each with a valid token of its role and a request that passes validation. A registered
// route missing from the table (route-table.ts) fails the first test.
let t: TestContext;
let s: Seed;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  s = await seedRoles(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('authorization matrix (QUALITY S8)', () => {
  it('lists every route the server registers, and nothing it does not', () => {
    const registered = registeredRoutes(t.app).filter(
      (key) => !EXCLUDED.some((re) => re.test(key.split(' ')[1]!)),
    );
    const listed = ROUTES.map(routeKey);
    expect(registered.length).toBeGreaterThan(60);
    expect(
      registered.filter((key) => !listed.includes(key)),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      listed.filter((key) => !registered.includes(key)),
      'rows of routes that do not exist',
    ).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  for (const route of ROUTES) {
    ROLES.forEach((role, i) => {
      const expected = route.expect[i]!;
      const send = async () => {
        const req = validRequest(route, s);
        const res = await t.app.inject({
          ...req,
          headers: { ...req.headers, ...(await authHeaders(t.app, s, route, role)) },
          remoteAddress: `10.9.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(expected);
        expect(leakedSecrets(route.pattern, res.headers['content-type'], res.body)).toEqual([]);
        return res;
      };
      // An API refusal carries the error envelope; the row's status decides which test it gets.
      if (expected >= 400 && route.pattern.startsWith('/v2/')) {
        it(`${routeKey(route)} as ${role} → ${expected}, in the error envelope`, async () => {
          expect((await send()).json()).toMatchObject({
            message: expect.any(String),
            code: expect.any(String),
            requestId: expect.any(String),
          });
        });
      } else {
        it(`${routeKey(route)} as ${role} → ${expected}`, async () => {
          expect((await send()).statusCode).toBe(expected);
        });
      }
    });
  }

  it('keeps the semantics: public never 401/403; agency routes refuse admins; admin routes refuse everyone else', () => {
    for (const route of ROUTES) {
      const [visitor, agency, agent, admin] = route.expect;
      const refusals = {
        visitor: [visitor, agency, agent, admin].filter((n) => n === 401 || n === 403),
        admin: [visitor, agency, agent],
        agency: [visitor, admin],
        agent: [visitor, admin],
      }[route.reach];
      const expected = {
        visitor: [],
        admin: [401, 401, 401],
        agency: [401, 401],
        agent: [401, 401],
      }[route.reach];
      expect(refusals, routeKey(route)).toEqual(expected);
    }
  });
});
