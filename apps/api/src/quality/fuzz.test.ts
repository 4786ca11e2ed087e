import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { requestArb, type FuzzRequest } from './fuzz-arbitraries';
import { ROUTES, routeKey, type RouteCase } from './route-table';
import { authHeaders, seedRoles, type Seed } from './seed';
import { leakedSecrets } from './secret-keys';

// QUALITY S11: every route of the table gets ≥ 200 generated requests, valid-shaped and
// not, as the role that reaches it (some as a visitor). Never an answer ≥ 500; every
// refusal is one of the expected statuses with the API's error shape; no answer leaks a
// secret field (S10).
const RUNS = 200;
const ALLOWED = [400, 401, 403, 404, 409, 410, 413, 415, 422, 429];
let t: TestContext;
let s: Seed;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  s = await seedRoles(t.app);
});
afterAll(async () => {
  await t.close();
});

async function send(
  route: RouteCase,
  index: number,
  auth: Record<string, string>,
  req: FuzzRequest,
) {
  const res = await t.app.inject({
    method: route.method,
    url: req.url,
    headers: { ...req.headers, ...(req.asVisitor ? {} : auth) },
    remoteAddress: `10.77.${index}.1`,
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
  });
  const what = `${route.method} ${req.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode >= 300) {
    expect(ALLOWED, what).toContain(res.statusCode);
    if (route.pattern.startsWith('/v2/')) {
      const body = res.json<Record<string, unknown>>();
      expect(
        typeof body.message === 'string' &&
          typeof body.code === 'string' &&
          typeof body.requestId === 'string',
        what,
      ).toBe(true);
    }
  }
  expect(leakedSecrets(route.pattern, res.headers['content-type'], res.body), what).toEqual([]);
}

describe('fuzzing every route (QUALITY S11)', () => {
  ROUTES.forEach((route, index) => {
    it(`${routeKey(route)} as ${route.reach}`, { timeout: 60_000 }, async () => {
      // Logout and refresh use their own session, so the shared tokens survive.
      const auth = await authHeaders(t.app, s, route, route.reach);
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(requestArb(route, s), async (req) => {
          runs++;
          await send(route, index, auth, req);
        }),
        { numRuns: RUNS },
      );
      expect(runs).toBeGreaterThanOrEqual(RUNS);
    });
  });
});
