// The one list of every route the server registers (QUALITY S8), shared by the
// authorization matrix, the fuzzer and the header checks: method, pattern, a request that
// passes validation, the status each role gets, and the role that reaches the route.
import type { FastifyInstance } from 'fastify';
import { multipart } from '../modules/services/services-admin.fixtures';
import { ADMIN_ROUTES } from './route-rows-admin';
import { PUBLIC_ROUTES } from './route-rows-public';
import { RESERVED_ROUTES } from './route-rows-reserved';
import type { RouteCase } from './route-types';
import type { Seed } from './seed';

export * from './route-types';

export const ROUTES: RouteCase[] = [...PUBLIC_ROUTES, ...RESERVED_ROUTES, ...ADMIN_ROUTES];

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
