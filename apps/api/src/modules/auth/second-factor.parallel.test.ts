import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MFA_MESSAGES } from '@portal/shared/contracts/admin-mfa';
import { createTestApp, type TestContext } from '../../test/test-app';
import { adminCode, adminPasswordStep, insertAdmin } from '../../test/fixtures';
import { DEFAULT_THROTTLE } from './login-throttle';
import { totpCode } from './second-factor';

// QUALITY S26 (decision 076): the second factor cannot be guessed in parallel. A sign-in
// step takes 5 codes however many come at once, an admin has a budget of wrong codes an
// hour from any address, and the tries on one account are checked one at a time.
let a: TestContext;
let b: TestContext;

beforeAll(async () => {
  // The real thresholds; delays of a millisecond, recorded instead of waited.
  const deps = {
    throttle: { ...DEFAULT_THROTTLE, baseDelayMs: 1, maxDelayMs: 8 },
    sleep: async () => {},
  };
  a = await createTestApp({ deps });
  b = await createTestApp({ deps, shareDatabaseOf: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const STEP_SPENT =
  'Troppi codici sbagliati per questo accesso: inserisci di nuovo e-mail e password.';
const BUSY =
  'È in corso un altro tentativo di accesso a questo account: riprova tra qualche secondo.';
let ip = 0;
const verify = (t: TestContext, mfaToken: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/admin/login/verify',
    payload: { mfaToken, code },
    remoteAddress: `10.76.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`,
  });
/** A code of the right shape that is none of the three the app accepts now. */
function wrongCode(secret: string, now: number) {
  const valid = [-30_000, 0, 30_000].map((d) => totpCode(secret, now + d));
  let code = 123456;
  while (valid.includes(String(code))) code++;
  return String(code);
}

describe('the second factor under parallel guesses', () => {
  it('40 wrong codes at once on one step from 40 addresses: at most 5 checked, the step dies, the admin’s hourly budget answers 429', async () => {
    const admin = await insertAdmin(a.app.db);
    const wrong = wrongCode(admin.totpSecret!, a.clock.now());
    const step = await adminPasswordStep(a.app, admin.email);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => verify(i % 2 ? b : a, step.mfaToken, wrong)),
    );
    const burst = answers.map((r) => `${r.statusCode} ${r.json<{ message: string }>().message}`);
    for (const answer of burst) {
      expect([`401 ${MFA_MESSAGES.codeInvalid}`, `401 ${STEP_SPENT}`, `429 ${BUSY}`]).toContain(
        answer,
      );
    }
    for (const r of answers.filter((x) => x.statusCode === 429)) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    const wrongCodes = burst.filter((s) => s === `401 ${MFA_MESSAGES.codeInvalid}`).length;
    expect(wrongCodes).toBeLessThanOrEqual(DEFAULT_THROTTLE.codesPerStep);
    // The step is dead: its right code is refused, and the password step comes again.
    const right = await verify(a, step.mfaToken, adminCode(a.app));
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({ code: 'LOGIN_STEP_OVER', message: STEP_SPENT });

    // The rest of the admin's budget, one wrong code at a time on new steps and addresses.
    const left = DEFAULT_THROTTLE.wrongCodesPerHour - wrongCodes;
    const said: string[] = [];
    for (let i = 0; i < left; i++) {
      const next = await adminPasswordStep(a.app, admin.email);
      said.push((await verify(i % 2 ? b : a, next.mfaToken, wrong)).json().message);
    }
    expect(said).toEqual(Array<string>(left).fill(MFA_MESSAGES.codeInvalid));
    const next = await adminPasswordStep(a.app, admin.email);
    const refused = await verify(a, next.mfaToken, wrong);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(60 * 60));
    expect(refused.json().message).toBe('Troppi tentativi. Riprova tra 60 minuti.');
    // Whatever the address and the step, the right code waits for the hour.
    const fresh = await adminPasswordStep(a.app, admin.email);
    expect((await verify(b, fresh.mfaToken, adminCode(a.app))).statusCode).toBe(429);
    // The hour passes: on the apps' clocks (codes, tokens) and on the limits' (Date.now).
    a.clock.advance(60 * 60_000 + 1000);
    b.clock.advance(60 * 60_000 + 1000);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60 * 60_000 + 1000 });
    const after = await adminPasswordStep(a.app, admin.email);
    expect((await verify(b, after.mfaToken, adminCode(a.app))).statusCode).toBe(200);
  });

  it('counts wrong recovery codes in the same hourly budget', async () => {
    const admin = await insertAdmin(a.app.db);
    const wrong = wrongCode(admin.totpSecret!, a.clock.now());
    for (let n = 0; n < DEFAULT_THROTTLE.wrongCodesPerHour / DEFAULT_THROTTLE.codesPerStep; n++) {
      const step = await adminPasswordStep(a.app, admin.email);
      for (let i = 0; i < DEFAULT_THROTTLE.codesPerStep; i++) {
        expect((await verify(a, step.mfaToken, 'ABCD-EFGH-JKLM-NPQR')).statusCode).toBe(401);
      }
    }
    const step = await adminPasswordStep(a.app, admin.email);
    expect((await verify(b, step.mfaToken, wrong)).statusCode).toBe(429);
  });
});
