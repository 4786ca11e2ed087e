import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeQuotedPrintable, startSmtpReceiver } from '../../test/smtp';
import { createTestApp, openTestDatabase, type TestContext } from '../../test/test-app';
import { openLimits } from '../../db/limits';
import { PASSWORD, insertAdmin, insertAgency, loginAgency } from '../../test/fixtures';
import { DEFAULT_THROTTLE, LoginThrottle } from './login-throttle';

describe('the throttle (decision 033)', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());
  afterEach(() => {
    vi.useRealTimers();
  });

  // Each test its own account: the counts live in the database's limits (decision 082).
  const throttleFor = () => new LoginThrottle(openLimits(undefined, database));
  const keysOn = (account: string) => (address: string) => ({ account, address });

  it('refuses a guessing address, never the account', async () => {
    const throttle = throttleFor();
    const keys = keysOn('rossi@example.it');
    for (let i = 0; i < DEFAULT_THROTTLE.perAccountAndAddress; i++) {
      await throttle.fail(keys('10.0.0.1'));
    }
    expect((await throttle.check(keys('10.0.0.1'))).retryAfter).toBe(15 * 60);
    expect(await throttle.check(keys('10.0.0.2'))).toEqual({ retryAfter: 0, delayMs: 0 });
  });

  it('slows every try on an account tried from many addresses, at most 4 s, and raises one alarm', async () => {
    const throttle = throttleFor();
    const keys = keysOn('bianchi@example.it');
    const alarms: boolean[] = [];
    for (let i = 0; i < 50; i++) alarms.push((await throttle.fail(keys(`10.1.0.${i}`))).alarm);
    expect(alarms.filter(Boolean)).toHaveLength(1);
    expect(alarms.indexOf(true)).toBe(DEFAULT_THROTTLE.accountSlowAfter - 1);
    const owner = await throttle.check(keys('192.0.2.7'));
    expect(owner.retryAfter).toBe(0);
    expect(owner.delayMs).toBe(4_000);
    // The window ends (the limits' time is Date.now): no more delay.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    expect((await throttle.check(keys('192.0.2.7'))).delayMs).toBe(0);
  });

  it('doubles the delay from the first failure past the threshold', async () => {
    const throttle = throttleFor();
    const keys = keysOn('verdi@example.it');
    const delays: number[] = [];
    for (let i = 0; i < 15; i++) {
      await throttle.fail(keys(`10.2.0.${i}`));
      delays.push((await throttle.check(keys('192.0.2.8'))).delayMs);
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 250, 500, 1000, 2000, 4000, 4000]);
  });
});

describe('a stranger cannot lock an owner out (issue 15, point 2)', () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  const slept: number[] = [];

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url },
      // The real thresholds; delays of a millisecond so the test does not wait for them.
      deps: {
        throttle: { ...DEFAULT_THROTTLE, baseDelayMs: 1, maxDelayMs: 8 },
        sleep: async (ms) => {
          slept.push(ms);
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const login = (url: string, email: string, password: string, address: string) =>
    t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress: address });
  const mailsTo = (email: string) =>
    smtp.inbox.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.raw));

  it('50 wrong passwords from 50 addresses: the owner signs in from another, and is mailed once', async () => {
    const agency = await insertAgency(t.app.db);
    const url = `/v2/${t.config.productSlug}/user/user_login`;
    for (let i = 0; i < 50; i++) {
      const res = await login(url, agency.email, `Sbagliata-${i}`, `10.3.${i}.1`);
      expect(res.statusCode, `try ${i}`).toBe(401);
    }
    const owner = await login(url, agency.email, PASSWORD, '192.0.2.10');
    expect(owner.statusCode).toBe(200);
    expect(slept.at(-1)).toBe(8);
    await expect.poll(() => mailsTo(agency.email).length).toBe(1);
    const [mail] = mailsTo(agency.email);
    expect(mail).toContain('qualcuno sta provando ad accedere al tuo account');
    expect(mail).toContain('/area-riservata/login');
  });

  it('50 wrong passwords from one address: that address is refused, the owner elsewhere is not slowed', async () => {
    const agency = await insertAgency(t.app.db);
    const url = `/v2/${t.config.productSlug}/user/user_login`;
    const answers: number[] = [];
    for (let i = 0; i < 50; i++) {
      answers.push((await login(url, agency.email, 'Sbagliata-1', '10.4.0.1')).statusCode);
    }
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(answers.slice(5))).toEqual(new Set([429]));
    expect((await login(url, agency.email, PASSWORD, '10.4.0.1')).statusCode).toBe(429);
    const before = slept.length;
    expect((await login(url, agency.email, PASSWORD, '192.0.2.11')).statusCode).toBe(200);
    expect(slept.length).toBe(before);
  });

  it('holds admins to the same rule', async () => {
    const admin = await insertAdmin(t.app.db);
    for (let i = 0; i < 12; i++) {
      expect(
        (await login('/v2/admin/login', admin.email, 'Sbagliata', `10.5.${i}.1`)).statusCode,
      ).toBe(401);
    }
    expect((await login('/v2/admin/login', admin.email, PASSWORD, '192.0.2.12')).statusCode).toBe(
      200,
    );
    await expect.poll(() => mailsTo(admin.email).length).toBe(1);
  });

  it('checks the current password of a change under the same throttle, and mails the change', async () => {
    const agency = await insertAgency(t.app.db);
    const token = await loginAgency(t.app, agency.email);
    const change = (current: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v2/${t.config.productSlug}/user/user_changePassword`,
        headers: { authorization: `Bearer ${token}` },
        payload: { password_attuale: current, password_nuova: 'Nuova-Password-Sicura-2026' },
        remoteAddress: '10.6.0.1',
      });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await change(`Sbagliata-${i}`)).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    await t.drainOutbox();
    expect(mailsTo(agency.email)).toHaveLength(0);

    const other = await insertAgency(t.app.db);
    const otherToken = await loginAgency(t.app, other.email);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/v2/${t.config.productSlug}/user/user_changePassword`,
      headers: { authorization: `Bearer ${otherToken}` },
      payload: { password_attuale: PASSWORD, password_nuova: 'Nuova-Password-Sicura-2026' },
      remoteAddress: '10.6.0.2',
    });
    expect(ok.statusCode).toBe(200);
    await t.drainOutbox();
    expect(mailsTo(other.email)).toHaveLength(1);
    expect(mailsTo(other.email)[0]).toContain('la password del tuo account');
  });
});
