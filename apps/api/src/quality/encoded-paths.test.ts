import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_PATH } from '../plugins/errors';
import { ambiguousPathError } from '../plugins/security';
import { createTestApp, type TestContext } from '../test/test-app';
import { CONTRACT_ROUTES, ROUTES, routeKey, validRequest, type RouteCase } from './route-table';
import { authHeaders, seedRoles, type Seed } from './seed';

// QUALITY S19 (decision 024): limits, headers and answers are decided by the route that
// matched, never by the raw URL. Every route is called with its path written plain and in
// other ways that could reach the same route (a letter %-encoded in each segment, an
// encoded slash, dot segments, the absolute form of the request target). Each variant gets
// the plain request's status and security headers, or a 400/404 refusal in the API's error
// shape; and on every contract route no mix of plain and variant paths is served more
// often than the route's limit allows. Over real HTTP: the test client (light-my-request)
// would resolve dot segments and drop the absolute form before the server saw them.

const GLOBAL_LIMIT = 3;
let t: TestContext;
let s: Seed;
let port: number;
let ip = 0;
const nextIp = () => `10.24.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(GLOBAL_LIMIT) } });
  s = await seedRoles(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface Sent {
  method: string;
  headers: Record<string, string>;
  payload?: Buffer | string;
}
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with its target written exactly as given. */
function send(target: string, req: Sent, from: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const r = http.request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: target,
        headers: {
          ...req.headers,
          host: 'portale.example.it',
          'x-forwarded-for': from,
          ...(req.payload !== undefined
            ? { 'content-length': String(Buffer.byteLength(req.payload)) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    r.on('error', reject);
    r.end(req.payload);
  });
}

const hex = (c: string, lower = false) => {
  const h = `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  return lower ? h : h.toUpperCase();
};

/** Other ways of writing `target` (path and query) that a lenient server reads as the same. */
function variants(target: string): [string, string][] {
  const q = target.indexOf('?');
  const path = q < 0 ? target : target.slice(0, q);
  const query = q < 0 ? '' : target.slice(q);
  const segments = path.split('/');
  const out: [string, string][] = [];
  // The first letter or digit of each segment %-encoded: `/%762/…`, `/v2/%38volante/…`.
  segments.forEach((segment, i) => {
    const at = segment.search(/[A-Za-z0-9]/);
    if (at < 0) return;
    const copy = [...segments];
    copy[i] = segment.slice(0, at) + hex(segment[at]!) + segment.slice(at + 1);
    out.push([`segment ${i} encoded`, copy.join('/') + query]);
  });
  const last = path.length - 1;
  out.push([
    'last character, lower-case escape',
    path.slice(0, last) + hex(path[last]!, true) + query,
  ]);
  out.push(['encoded slash', path.replace(/^(\/[^/]+)\//, '$1%2F') + query]);
  out.push(['dot segment', path.replace(/^\/([^/]+)\//, '/$1/./') + query]);
  out.push(['dot-dot segment', path.replace(/^\/([^/]+)\//, '/$1/x/../') + query]);
  out.push(['absolute form', `http://portale.example.it${target}`]);
  // Escapes that decode to nothing valid: the API's own 400, never a bare framework error.
  out.push(['broken escape', path.replace(/^(\/[^/]+\/)/, '$1%zz') + query]);
  out.push(['truncated escape', `${path}%E${query}`]);
  out.push(['invalid UTF-8 escape', `${path}%C3%28${query}`]);
  out.push(['double-encoded letter', path.replace(/^\/v/, '/%2576') + query]);
  return out;
}

const SECURITY_HEADERS = [
  'cache-control',
  'content-security-policy',
  'cross-origin-resource-policy',
  'x-content-type-options',
  'x-frame-options',
  'strict-transport-security',
  'access-control-allow-origin',
];
const security = (a: Answer) => Object.fromEntries(SECURITY_HEADERS.map((h) => [h, a.headers[h]]));

const REFUSED_PATH = ambiguousPathError().message;
const NO_ROUTE = 'Indirizzo dell’API non trovato.';
const bodyOf = (a: Answer): { message?: string; code?: string } => {
  try {
    return JSON.parse(a.body) as { message?: string; code?: string };
  } catch {
    return {};
  }
};
/** Refused before any route ran: the ambiguous path itself, or no route at that path. */
const refusedAsPath = (a: Answer) =>
  (a.status === 400 && [REFUSED_PATH, MALFORMED_PATH].includes(bodyOf(a).message ?? '')) ||
  (a.status === 404 && bodyOf(a).message === NO_ROUTE);
/** The route ran (or was about to, and its limit said no more). */
const served = (a: Answer) => a.status !== 429 && !refusedAsPath(a);

/** What a refusal must look like: 400/404 in the API's error shape, with the API's headers. */
const REFUSAL = {
  status: true,
  envelope: true,
  'cache-control': 'no-store',
  'frame-ancestors': true,
  'x-content-type-options': 'nosniff',
};
function refusalOf(a: Answer) {
  const body = bodyOf(a) as Record<string, unknown>;
  return {
    status: a.status === 400 || a.status === 404,
    envelope: ['message', 'code', 'requestId'].every((k) => typeof body[k] === 'string'),
    'cache-control': a.headers['cache-control'],
    'frame-ancestors': String(a.headers['content-security-policy']).includes(
      "frame-ancestors 'none'",
    ),
    'x-content-type-options': a.headers['x-content-type-options'],
  };
}

async function valid(route: RouteCase) {
  const req = validRequest(route, s);
  const auth = await authHeaders(t.app, s, route, route.reach);
  const payload =
    route.form || req.payload === undefined
      ? (req.payload as Buffer | undefined)
      : JSON.stringify(req.payload);
  const headers: Record<string, string> = { ...req.headers, ...auth };
  if (!route.form && payload !== undefined) headers['content-type'] = 'application/json';
  return { target: req.url, sent: { method: req.method, headers, payload } satisfies Sent };
}

describe('every route answers an encoded path like the plain one, or refuses it (QUALITY S19)', () => {
  for (const route of ROUTES) {
    it(`${routeKey(route)}: same status and security headers, or 400/404`, async () => {
      const plainReq = await valid(route);
      const plain = await send(plainReq.target, plainReq.sent, nextIp());
      for (const [how, target] of variants(plainReq.target)) {
        // Each request its own credential where the route ends or rotates it.
        const { sent } = await valid(route);
        const answer = await send(target, sent, nextIp());
        const what = `${how}: ${route.method} ${target} → ${answer.status} ${answer.body.slice(0, 200)}`;
        const same = answer.status === plain.status;
        expect(same ? security(answer) : refusalOf(answer), what).toEqual(
          same ? security(plain) : REFUSAL,
        );
      }
    });
  }
});

describe('no mix of plain and encoded paths gets past a route’s limit (QUALITY S19)', () => {
  for (const route of CONTRACT_ROUTES) {
    it(`${routeKey(route)}`, async () => {
      // A cheap request (no body: the limit counts before validation) as the role that
      // reaches the route, or with no credential where the route ends or rotates it.
      const target = route.url!(s);
      const headers = route.auth ? {} : await authHeaders(t.app, s, route, route.reach);
      const cheap: Sent = { method: route.method, headers };
      const forms = variants(target);

      // The plain path until the limit answers, then every variant: none is served.
      const a = nextIp();
      let limit = 0;
      for (let answer = await send(target, cheap, a); answer.status !== 429; limit++) {
        expect(limit, `${routeKey(route)} has no limit`).toBeLessThan(100);
        answer = await send(target, cheap, a);
      }
      expect(limit).toBeGreaterThan(0);
      for (const [how, v] of forms) {
        const answer = await send(v, cheap, a);
        expect(served(answer), `${how} after the limit: ${answer.status} ${answer.body}`).toBe(
          false,
        );
        expect(answer.status === 429 ? answer.headers['cache-control'] : 'no-store').toBe(
          'no-store',
        );
      }

      // Every variant first, then the plain path until the limit: the variants that were
      // served took their share of the same allowance.
      const b = nextIp();
      let total = 0;
      for (const [, v] of forms) if (served(await send(v, cheap, b))) total++;
      for (let i = 0; i <= limit; i++) if (served(await send(target, cheap, b))) total++;
      expect(total).toBe(limit);
    });
  }
});

describe('forgot-password from one address (QUALITY S19)', () => {
  const plainPath = '/v2/agenzieUser/forgotPassword';
  const encoded = ['/%762/agenzieUser/forgotPassword', '/v2/agenzieUser/%66orgotPassword'];
  const request = (): Sent => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'nessuno@example.it' }),
  });
  const accepted = async (paths: string[], from: string) => {
    let n = 0;
    for (const p of paths) if ((await send(p, request(), from)).status === 200) n++;
    return n;
  };
  const times = (paths: string[], n: number) =>
    Array.from({ length: n }, (_, i) => paths[i % paths.length]!);

  it('is accepted 10 times a minute, whether the path is plain or encoded', async () => {
    expect(await accepted(times([plainPath], 14), nextIp())).toBe(10);
    // Encoded paths before the plain ones, between them, after them: 10 in all.
    expect(await accepted([...times(encoded, 14), ...times([plainPath], 14)], nextIp())).toBe(10);
    expect(await accepted(times([plainPath, ...encoded], 42), nextIp())).toBe(10);
    expect(await accepted([...times([plainPath], 14), ...times(encoded, 14)], nextIp())).toBe(10);
    const absolute = `http://portale.example.it${plainPath}`;
    expect(await accepted(times([absolute, plainPath], 28), nextIp())).toBe(10);
  });
});
