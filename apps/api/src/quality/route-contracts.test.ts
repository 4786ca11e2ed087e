import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeEntries, routePattern, routes } from '@portal/shared/routes';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  CONTRACT_ROUTES,
  EXCLUDED,
  FIXTURES,
  SLUG,
  registeredRoutes,
  routeKey,
} from './route-table';
import { STATIC_ROUTES } from './route-rows-static';

// The API surface is declared once (QUALITY S8): every route the server registers under
// /v2 has a contract, every contract a server route, and both a row of the authorization
// matrix. A contract without a fixture does not compile (route-table.ts); these tests catch
// what the compiler cannot: a route registered by hand, a contract no module serves.
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** `METHOD pattern` of every contract, aliases included, with the test product slug. */
const declared = routeEntries.flatMap(([, c]) =>
  [c.path, ...(c.aliases ?? [])].map((path) => `${c.method} ${routePattern(path, SLUG)}`),
);

/** What one side has and the other lacks. */
function gaps(registered: string[], listed: string[]) {
  return {
    unlisted: registered.filter((key) => !listed.includes(key)),
    unregistered: listed.filter((key) => !registered.includes(key)),
  };
}

function served(): string[] {
  return registeredRoutes(t.app).filter(
    (key) => !EXCLUDED.some((re) => re.test(key.split(' ')[1]!)),
  );
}

describe('one definition per route', () => {
  it('registers every contract, and no /v2 route without one', () => {
    const v2 = served().filter((key) => key.split(' ')[1]!.startsWith('/v2/'));
    expect(v2.length).toBeGreaterThan(60);
    expect(gaps(v2, declared)).toEqual({ unlisted: [], unregistered: [] });
  });

  it('lists every route outside /v2 (files, widget) in the static rows', () => {
    const others = served().filter((key) => !key.split(' ')[1]!.startsWith('/v2/'));
    expect(gaps(others, STATIC_ROUTES.map(routeKey))).toEqual({ unlisted: [], unregistered: [] });
  });

  it('gives every contract a fixture and a matrix row, and no fixture without a contract', () => {
    expect(Object.keys(FIXTURES).sort()).toEqual(Object.keys(routes).sort());
    expect(gaps(CONTRACT_ROUTES.map(routeKey), declared)).toEqual({
      unlisted: [],
      unregistered: [],
    });
  });

  it('reports a route served without a contract, and a contract nobody serves', () => {
    const v2 = served().filter((key) => key.split(' ')[1]!.startsWith('/v2/'));
    expect(gaps([...v2, `GET ${routePattern('/v2/{product}/extra', SLUG)}`], declared)).toEqual({
      unlisted: ['GET /v2/8volante/extra'],
      unregistered: [],
    });
    expect(gaps(v2, [...declared, 'POST /v2/nessuno'])).toEqual({
      unlisted: [],
      unregistered: ['POST /v2/nessuno'],
    });
  });
});
