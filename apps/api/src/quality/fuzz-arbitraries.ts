// fast-check generators of the fuzzer (QUALITY S11): requests shaped like a route's valid
// request with one part broken, and requests that are anything at all.
import fc from 'fast-check';
import { multipart } from '../modules/services/services-admin.fixtures';
import { validRequest, type RouteCase } from './route-table';
import type { Seed } from './seed';

export interface FuzzRequest {
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  asVisitor: boolean;
}

const HUGE = 'x'.repeat(1024 * 1024 + 10);
// U+0000 inside text fields is generated too: plugins/input-guard.ts refuses it with 400.
const noNul = (v: string) => v;
const evilKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'agenteInterno',
  'state',
  '_id',
  'password',
  'passwordHash',
  'id',
  'agencyId',
);
const evilValue = fc.oneof(
  fc.anything(),
  fc.string({ unit: 'grapheme', maxLength: 80 }).map(noNul),
  fc.string({ unit: 'binary', maxLength: 80 }).map(noNul),
  fc.constantFrom(
    'x'.repeat(20_000),
    "' or 1=1 --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '\u0001\u001f',
    'a\u0000b',
    '\ud800',
    '１２３',
    'NaN',
    '-1',
    '1e308',
  ),
  fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, 1e308, [], {}),
  fc.uuid(),
);
const rawJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":1,}',
    '[1,2',
    'null',
    '[]',
    '"x"',
    '1',
    'true',
    '{"a":"\\ud800"}',
    '{"__proto__":{"agenteInterno":true,"x":1}}',
  ),
  fc.constantFrom('{"constructor":{"prototype":{"agenteInterno":true}}}', `"${HUGE}"`),
  fc.string({ maxLength: 200 }),
);
const contentType = fc.oneof(
  { weight: 10, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data',
      'application/json; charset=utf-16',
      '',
    ),
  },
);

/** Bodies around a valid one: itself, one field changed or dropped, extra fields, or anything. */
function jsonValues(valid: unknown): fc.Arbitrary<unknown> {
  const obj =
    valid && typeof valid === 'object' && !Array.isArray(valid)
      ? (valid as Record<string, unknown>)
      : {};
  const keys = Object.keys(obj);
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), evilKey) : evilKey;
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(valid) },
    { weight: 3, arbitrary: fc.tuple(key, evilValue).map(([k, v]) => ({ ...obj, [k]: v })) },
    {
      weight: 1,
      arbitrary: key.map((k) => Object.fromEntries(Object.entries(obj).filter(([kk]) => kk !== k))),
    },
    {
      weight: 2,
      arbitrary: fc
        .dictionary(fc.oneof(evilKey, fc.string({ maxLength: 12 })), evilValue, { maxKeys: 4 })
        .map((extra) => ({ ...obj, ...extra })),
    },
    { weight: 2, arbitrary: fc.anything() },
  );
}

const json = (v: unknown) => JSON.stringify(v) ?? '';
const typed = (ct: string): Record<string, string> => (ct ? { 'content-type': ct } : {});

function bodyArb(
  route: RouteCase,
  s: Seed,
): fc.Arbitrary<{ payload?: string | Buffer; headers: Record<string, string> }> {
  if (route.form) {
    const data = fc.oneof(
      { weight: 4, arbitrary: jsonValues(route.form(s)).map(json) },
      { weight: 1, arbitrary: rawJson },
    );
    return fc.oneof(
      {
        weight: 4,
        arbitrary: data.map((d) => {
          const f = multipart(d);
          return { payload: f.payload, headers: f.headers };
        }),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(rawJson, contentType)
          .map(([p, ct]) => ({ payload: p, headers: typed(ct) })),
      },
    );
  }
  if (route.method === 'GET') return fc.constant({ headers: {} });
  const text = fc.oneof(
    { weight: 5, arbitrary: jsonValues(route.body?.(s) ?? {}).map(json) },
    { weight: 1, arbitrary: rawJson },
  );
  return fc.tuple(text, contentType).map(([p, ct]) => ({ payload: p, headers: typed(ct) }));
}

function pathArb(route: RouteCase, validPath: string): fc.Arbitrary<string> {
  const want = route.pattern.split('/');
  const have = validPath.split('/');
  const parts = want.map((seg, i) =>
    seg.startsWith(':')
      ? fc.oneof(
          fc.constant(have[i] ?? 'x'),
          fc.uuid(),
          fc
            .string({ unit: 'grapheme', minLength: 1, maxLength: 60 })
            .map(noNul)
            .filter(Boolean)
            .map(encodeURIComponent),
          fc.constantFrom(
            'a'.repeat(200),
            'a'.repeat(201),
            '%E0%A4%A',
            '__proto__',
            '%01',
            '%C3%A0',
            '-1',
            'null',
            '..%2F..%2Fetc%2Fpasswd',
            '0'.repeat(32),
          ),
        )
      : fc.constant(seg),
  );
  return fc.tuple(...parts).map((p) => p.join('/'));
}

function queryArb(validQuery: string): fc.Arbitrary<string> {
  const base = Object.fromEntries(new URLSearchParams(validQuery));
  const keys = Object.keys(base);
  const key = keys.length
    ? fc.oneof(fc.constantFrom(...keys), evilKey, fc.string({ maxLength: 8 }))
    : fc.oneof(evilKey, fc.string({ maxLength: 8 }));
  const value = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.constantFrom('x'.repeat(5000), '-1', '1e308', '[]', 'true'),
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(validQuery) },
    {
      weight: 3,
      arbitrary: fc
        .dictionary(key, value, { maxKeys: 3 })
        .map((extra) => new URLSearchParams({ ...base, ...extra }).toString()),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'a=%E0%A4%A',
        '__proto__[x]=1',
        'provincia=RM&provincia=MI',
        'limit=99999999999999999999',
      ),
    },
  );
}

export function requestArb(route: RouteCase, s: Seed): fc.Arbitrary<FuzzRequest> {
  const valid = validRequest(route, s);
  const [path, query = ''] = valid.url.split('?') as [string, string?];
  return fc
    .record({
      path: pathArb(route, path),
      query: queryArb(query),
      body: bodyArb(route, s),
      asVisitor: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
    })
    .map(({ path: p, query: q, body, asVisitor }) => ({
      url: q ? `${p}?${q}` : p,
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
      headers: body.headers,
      asVisitor,
    }));
}
