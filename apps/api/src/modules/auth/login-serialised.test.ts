import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { PASSWORD, insertAgency } from '../../test/fixtures';
import { DEFAULT_THROTTLE, LoginThrottle } from './login-throttle';

// QUALITY S26 for agency passwords (decision 076): the tries on one account are checked one
// at a time, whatever the number of addresses and processes; S20 still holds.
let a: TestContext;
let b: TestContext;
const slept: number[] = [];

beforeAll(async () => {
  const deps = {
    throttle: { ...DEFAULT_THROTTLE, baseDelayMs: 1, maxDelayMs: 8 },
    sleep: async (ms: number) => {
      slept.push(ms);
    },
  };
  a = await createTestApp({ deps });
  b = await createTestApp({ deps, shareDatabaseOf: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const BUSY =
  'È in corso un altro tentativo di accesso a questo account: riprova tra qualche secondo.';
const login = (t: TestContext, email: string, password: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/${t.config.productSlug}/user/user_login`,
    payload: { email, password },
    remoteAddress: address,
  });
/** The account's failures as the throttle counted them (decision 033). */
const failuresOf = (email: string) => new LoginThrottle(a.app.limits).accountFailures(email);

describe('agency passwords guessed in parallel', () => {
  it('50 wrong passwords at once from 50 addresses through two processes: checked one at a time, every failure counted', async () => {
    const agency = await insertAgency(a.app.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(i % 2 ? b : a, agency.email, `Sbagliata-${i}`, `10.76.10.${i + 1}`),
      ),
    );
    const wrong = answers.filter((r) => r.statusCode === 401);
    const busy = answers.filter((r) => r.statusCode === 429);
    expect(wrong.length + busy.length).toBe(50);
    // Not 50 × 401: past the account's threshold, at the latest, the tries are turned away.
    expect(wrong.length).toBeGreaterThan(0);
    expect(wrong.length).toBeLessThanOrEqual(DEFAULT_THROTTLE.accountSlowAfter);
    for (const r of busy) {
      expect(r.json().message).toBe(BUSY);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    for (const r of wrong) expect(r.json().message).toBe('E-mail o password non corretti.');
    expect(await failuresOf(agency.email)).toBe(wrong.length);
    // S20: the owner, from an address of their own, signs in at once.
    expect((await login(b, agency.email, PASSWORD, '192.0.2.76')).statusCode).toBe(200);
  });

  it('tries one after another are each checked, slowed from the threshold as before', async () => {
    const agency = await insertAgency(a.app.db);
    const before = slept.length;
    for (let i = 0; i < 12; i++) {
      const res = await login(i % 2 ? b : a, agency.email, `Sbagliata-${i}`, `10.76.11.${i + 1}`);
      expect(res.statusCode, `try ${i}`).toBe(401);
    }
    expect(await failuresOf(agency.email)).toBe(12);
    // The 11th and 12th tries waited (250 ms and 500 ms with the real delays; 1 and 2 here).
    expect(slept.slice(before)).toEqual([1, 2]);
    expect((await login(a, agency.email, PASSWORD, '192.0.2.77')).statusCode).toBe(200);
  });
});
