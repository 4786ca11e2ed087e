import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, ROLES, routeEntries, routePattern, type Role } from '@portal/shared/routes';
import { insertAdmin, loginAdmin } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import { SLUG } from './route-table';
import { seedRoles, type Seed } from './seed';

// Decision 079: who calls is settled before the body is read, parsed or validated, on every
// route with a guard: a caller the route refuses gets its 401 or 403 whatever it sent (never
// a 400 naming the fields, a 413 or a 415), and the refusal still counts for the limits.
let t: TestContext;
let s: Seed;
let staleAdmin = '';
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  s = await seedRoles(t.app);
  const admin = await insertAdmin(t.app.db);
  staleAdmin = (await loginAdmin(t.app, admin.email, undefined, { reauth: false })).accessToken;
});
afterAll(async () => {
  await t.close();
});

/** Every route a guard protects (the admin refresh reads its own header as its input). */
const GUARDED = routeEntries.filter(([, c]) => c.who !== 'public' && c.who !== 'adminRefresh');
/** The path with every parameter malformed, so validation alone would answer 400. */
const badUrl = (path: string) => `${routePattern(path, SLUG).replace(/:\w+/g, 'x%20y')}?skip=-1`;

/** Requests that fail before any handler if the body is looked at first. */
const BAD_INPUTS = [
  { name: 'an empty object', payload: '{}', type: 'application/json' },
  { name: 'broken JSON', payload: '{"password": ', type: 'application/json' },
  {
    name: 'a body over the limit',
    payload: `"${'x'.repeat(1024 * 1024)}"`,
    type: 'application/json',
  },
  { name: 'an unknown media type', payload: 'password=x', type: 'text/x-unknown' },
] as const;

const send = (method: string, url: string, bad: (typeof BAD_INPUTS)[number], token?: string) =>
  t.app.inject({
    method: method as 'GET',
    url,
    ...(method === 'GET' ? {} : { payload: bad.payload }),
    headers: {
      ...(method === 'GET' ? {} : { 'content-type': bad.type }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    remoteAddress: `10.8.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
  });

describe('the guard runs before the body (decision 079)', () => {
  it('covers the routes it should', () => {
    expect(GUARDED.length).toBeGreaterThan(50);
  });

  for (const [id, contract] of GUARDED) {
    const refused = ROLES.filter((role) => ACCESS[contract.who][role] !== 'ok');
    it(`${id}: every refused role gets its refusal whatever the input`, async () => {
      for (const role of refused) {
        const expected = ACCESS[contract.who][role] as number;
        const token = s.tokens[role as Role];
        for (const bad of BAD_INPUTS) {
          const res = await send(contract.method, badUrl(contract.path), bad, token);
          expect(res.statusCode, `${role}, ${bad.name}: ${res.body.slice(0, 200)}`).toBe(expected);
          expect(res.json()).not.toHaveProperty('details');
        }
      }
    });
  }

  it('a dangerous action without a fresh identity check is refused before its body too', async () => {
    const dangerous = GUARDED.filter(([, c]) => c.reauth);
    expect(dangerous.length).toBeGreaterThan(2);
    for (const [, contract] of dangerous) {
      for (const bad of BAD_INPUTS) {
        const res = await send(contract.method, badUrl(contract.path), bad, staleAdmin);
        expect(res.statusCode, `${contract.path}, ${bad.name}`).toBe(403);
      }
    }
  });

  it('an anonymous {} to user_changePassword gets 401, without the field names', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v2/${SLUG}/user/user_changePassword`,
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Accesso non autorizzato: effettua di nuovo il login.',
      code: expect.any(String),
      requestId: expect.any(String),
    });
  });
});

describe('a refusal still counts for the limits', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('a stranger’s fourth request a minute gets 429 on an admin route and on an agency route', async () => {
    for (const [url, address] of [
      [`/v2/${SLUG}/user/admin_getAll`, '10.7.0.1'],
      [`/v2/${SLUG}/user/user_profile`, '10.7.0.2'],
    ] as const) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({ url, remoteAddress: address });
        statuses.push(res.statusCode);
      }
      expect(statuses, url).toEqual([401, 401, 401, 429]);
    }
  });
});
