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
      it(`${routeKey(route)} as ${role} → ${expected}`, async () => {
        const req = validRequest(route, s);
        const res = await t.app.inject({
          ...req,
          headers: { ...req.headers, ...(await authHeaders(t.app, s, route, role)) },
          remoteAddress: `10.9.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(expected);
        if (expected >= 400 && route.pattern.startsWith('/v2/')) {
          expect(res.json()).toMatchObject({
            message: expect.any(String),
            code: expect.any(String),
            requestId: expect.any(String),
          });
        }
        expect(leakedSecrets(route.pattern, res.headers['content-type'], res.body)).toEqual([]);
      });
    });
  }

  it('keeps the semantics: public never 401/403; agency routes refuse admins; admin routes refuse everyone else', () => {
    for (const route of ROUTES) {
      const [visitor, agency, agent, admin] = route.expect;
      const isPublic = route.reach === 'visitor';
      if (isPublic)
        expect(
          [visitor, agency, agent, admin].filter((n) => n === 401 || n === 403),
          routeKey(route),
        ).toEqual([]);
      else if (route.reach === 'admin')
        expect([visitor, agency, agent], routeKey(route)).toEqual([401, 401, 401]);
      else expect([visitor, admin], routeKey(route)).toEqual([401, 401]);
    }
  });
});
