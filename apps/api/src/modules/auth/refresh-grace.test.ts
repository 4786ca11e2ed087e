import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, loginAdmin } from '../../test/fixtures';
import { REFRESH_REUSE_GRACE_MS } from './auth.service';

// QUALITY R12 and S7 (decision 075): two refreshes at once with one token, from two tabs or
// through two processes, leave the admin signed in; a use after the grace is a replay.
let a: TestContext;
let b: TestContext;

beforeAll(async () => {
  a = await createTestApp();
  // A second process on the same database (PostgreSQL: a pool of its own).
  b = await createTestApp({ shareDatabaseOf: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

interface Pair {
  accessToken: string;
  refreshToken: string;
}
const REPLAYED = 'Sessione non più valida: effettua di nuovo il login.';
const refresh = (t: TestContext, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/admin/refresh',
    headers: { 'x-refresh': `Bearer ${token}` },
  });
const getMe = (t: TestContext, token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/v2/admin/getMe',
    headers: { authorization: `Bearer ${token}` },
  });
/** Both processes' clocks move together, as real ones do. */
const advance = (ms: number) => {
  a.clock.advance(ms);
  b.clock.advance(ms);
};

/** The pair works: its access token answers getMe, its refresh token refreshes again. */
async function stillSignedIn(t: TestContext, pair: Pair): Promise<Pair> {
  expect((await getMe(t, pair.accessToken)).statusCode).toBe(200);
  const again = await refresh(t, pair.refreshToken);
  expect(again.statusCode, again.body).toBe(200);
  const next = again.json<Pair>();
  expect((await getMe(t, next.accessToken)).statusCode).toBe(200);
  return next;
}

/** The sign-in is over: neither the access token nor the refresh token of `pair` works. */
async function signedOut(pair: Pair) {
  expect((await getMe(a, pair.accessToken)).statusCode).toBe(401);
  expect((await refresh(b, pair.refreshToken)).statusCode).toBe(401);
}

describe('two refreshes at once with one refresh token', () => {
  it.each([
    ['in one process', () => [a, a] as const],
    ['in two processes', () => [a, b] as const],
  ])(
    '%s: both callers stay signed in; a replay a minute later ends the sign-in',
    async (_, apps) => {
      const [first, second] = apps();
      const admin = await insertAdmin(a.app.db);
      const tokens = await loginAdmin(a.app, admin.email, undefined, { reauth: false });
      const answers = await Promise.all([
        refresh(first, tokens.refreshToken),
        refresh(second, tokens.refreshToken),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const [one, two] = answers.map((r) => r.json<Pair>()) as [Pair, Pair];
      expect(one.refreshToken).not.toBe(two.refreshToken);
      const later = [await stillSignedIn(first, one), await stillSignedIn(second, two)];

      advance(60_000);
      const replay = await refresh(second, tokens.refreshToken);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toBe(REPLAYED);
      for (const pair of [one, two, ...later]) await signedOut(pair);
    },
  );
});

describe('the grace of a rotated refresh token', () => {
  it('answers a second use within the grace with a pair of its own; after it, revokes the family', async () => {
    const admin = await insertAdmin(a.app.db);
    const tokens = await loginAdmin(a.app, admin.email, undefined, { reauth: false });
    const used = await refresh(a, tokens.refreshToken);
    expect(used.statusCode).toBe(200);
    advance(REFRESH_REUSE_GRACE_MS - 1000);
    const late = await refresh(b, tokens.refreshToken);
    expect(late.statusCode).toBe(200);
    const pairs = [used.json<Pair>(), late.json<Pair>()];
    for (const pair of pairs) expect((await getMe(a, pair.accessToken)).statusCode).toBe(200);

    advance(2000);
    const replay = await refresh(a, tokens.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(REPLAYED);
    for (const pair of pairs) await signedOut(pair);
  });

  it('gives nothing to a token of a sign-in already ended, within the grace or not', async () => {
    const admin = await insertAdmin(a.app.db);
    const tokens = await loginAdmin(a.app, admin.email, undefined, { reauth: false });
    const used = await refresh(a, tokens.refreshToken);
    expect(used.statusCode).toBe(200);
    const out = await a.app.inject({
      method: 'POST',
      url: '/v2/admin/logout',
      headers: { authorization: `Bearer ${used.json<Pair>().accessToken}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(b, tokens.refreshToken)).statusCode).toBe(401);
  });
});
