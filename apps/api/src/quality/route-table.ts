// The one table of every route the server registers (QUALITY S8), shared by the
// authorization matrix, the fuzzer and the header checks. The /v2 rows are generated from
// the contracts (@portal/shared/routes): method, pattern and the status of every role the
// contract's `who` refuses; the test folder adds only a valid request per route and the
// status it gets from the roles let in, keyed by route id, so a contract without a fixture
// does not compile.
import type { FastifyInstance } from 'fastify';
import {
  ACCESS,
  ROLES,
  routeEntries,
  routePattern,
  routeUrl,
  type RouteContract,
  type RouteId,
} from '@portal/shared/routes';
import { multipart } from '../modules/services/services-admin.fixtures';
import { ADMIN_FIXTURES } from './route-fixtures-admin';
import { CONTEST_FIXTURES } from './route-fixtures-contest';
import { PUBLIC_FIXTURES } from './route-fixtures-public';
import { RESERVED_FIXTURES } from './route-fixtures-reserved';
import { STATIC_ROUTES } from './route-rows-static';
import { SLUG, type RouteCase, type RouteFixture } from './route-types';
import type { Seed } from './seed';

export * from './route-types';

export const FIXTURES: Record<RouteId, RouteFixture> = {
  ...PUBLIC_FIXTURES,
  ...RESERVED_FIXTURES,
  ...ADMIN_FIXTURES,
  ...CONTEST_FIXTURES,
};

/** The rows of one contract: its path and each alias, with the expected status per role. */
export function rowsOf(contract: RouteContract, fixture: RouteFixture): RouteCase[] {
  const access = ACCESS[contract.who];
  const expect = ROLES.map((role) => {
    const status = access[role];
    return status === 'ok' ? fixture.ok : status;
  }) as [number, number, number, number];
  const reach = ROLES.find((role) => access[role] === 'ok')!;
  const auth = contract.who === 'adminRefresh' ? 'refresh' : fixture.fresh ? 'fresh' : undefined;
  const query = fixture.query ? `?${new URLSearchParams(fixture.query).toString()}` : '';
  return [contract.path, ...(contract.aliases ?? [])].map((path) => ({
    method: contract.method,
    pattern: routePattern(path, SLUG),
    url: (s: Seed) => routeUrl(path, SLUG, fixture.params?.(s)) + query,
    ...(fixture.body ? { body: fixture.body } : {}),
    ...(fixture.form ? { form: fixture.form } : {}),
    expect,
    reach,
    ...(auth ? { auth } : {}),
  }));
}

/** Every /v2 route, generated from its contract and its fixture. */
export const CONTRACT_ROUTES: RouteCase[] = routeEntries.flatMap(([id, contract]) =>
  rowsOf(contract, FIXTURES[id]),
);

export const ROUTES: RouteCase[] = [...CONTRACT_ROUTES, ...STATIC_ROUTES];

export const routeKey = (r: { method: string; pattern: string }) => `${r.method} ${r.pattern}`;

/** Every method + URL the router holds, rebuilt from `printRoutes` (HEAD left out: Fastify adds it to each GET). */
export function registeredRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = Math.round((at - 1) / 4);
    const rest = line.slice(at + 3);
    const m = /^(.*) \(([A-Z, ]+)\)$/.exec(rest);
    stack.length = depth;
    stack.push(m ? m[1]! : rest);
    const url = stack.join('');
    for (const method of m ? m[2]!.split(', ') : []) {
      if (method !== 'HEAD') out.push(`${method} ${url}`);
    }
  }
  return out;
}

/** The inject options of a route's valid request (without credentials). */
export function validRequest(route: RouteCase, s: Seed) {
  const url = route.url?.(s) ?? route.pattern;
  if (route.form) {
    const f = multipart(route.form(s));
    return {
      method: route.method,
      url,
      payload: f.payload,
      headers: f.headers as Record<string, string>,
    };
  }
  if (route.body)
    return { method: route.method, url, payload: route.body(s) as object, headers: {} };
  return { method: route.method, url, headers: {} as Record<string, string> };
}
