import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE, LoginThrottle } from '../modules/auth/login-throttle';
import { PASSWORD, insertAgency } from '../test/fixtures';
import { TestClock, createTestApp, type TestContext } from '../test/test-app';
import { RedisCounters } from './redis-counters';
import { rateCounters } from './schema/index';

// The limits counted in Redis (REDIS_URL, decision 062) against the CI machine's Redis, as
// the PostgreSQL table is in rate-counters.test.ts: the same answers, and two processes
// counting on the same keys. Runs with the services suite (*.pg.test.ts).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Each run its own keys: Redis is shared by every run on the machine. */
const run = randomBytes(4).toString('hex');
const key = (name: string) => `t:${run}:${name}`;

const opened: RedisCounters[] = [];
const counters = (clock = new TestClock()) => {
  const c = RedisCounters.connect(REDIS_URL, clock);
  opened.push(c);
  return c;
};
afterAll(() => Promise.all(opened.map((c) => c.close())));

describe('the counters in Redis (decision 062)', () => {
  it('gives each of many simultaneous hits on one key its own count', async () => {
    const c = counters();
    const hits = await Promise.all(
      Array.from({ length: 25 }, () => c.hit(key('together'), { windowMs: 60_000 })),
    );
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect((await c.read([key('together')])).get(key('together'))?.count).toBe(25);
  });

  it('counts two processes on one key, and starts a new window on the clock, not Redis', async () => {
    const clock = new TestClock();
    const one = counters(clock);
    const two = counters(clock);
    await one.hit(key('window'), { windowMs: 60_000 });
    expect((await two.hit(key('window'), { windowMs: 60_000 })).count).toBe(2);
    clock.advance(60_000);
    const fresh = await one.hit(key('window'), { windowMs: 60_000 });
    expect(fresh).toMatchObject({ count: 1, windowStart: clock.now(), lockedUntil: 0 });
  });

  it('locks a key at its limit until the lock ends, past the window, and clears it', async () => {
    const clock = new TestClock();
    const c = counters(clock);
    const opts = { windowMs: 60_000, lockAt: 3, lockMs: 5 * 60_000 };
    for (let i = 0; i < 2; i++) expect((await c.hit(key('lock'), opts)).lockedUntil).toBe(0);
    expect((await c.hit(key('lock'), opts)).lockedUntil).toBe(clock.now() + 5 * 60_000);
    clock.advance(2 * 60_000);
    expect((await c.read([key('lock')])).get(key('lock'))?.lockedUntil).toBeGreaterThan(
      clock.now(),
    );
    clock.advance(3 * 60_000);
    expect((await c.read([key('lock')])).has(key('lock'))).toBe(false);
    await c.hit(key('cleared'), opts);
    await c.clear(key('cleared'));
    expect((await c.read([key('cleared')])).has(key('cleared'))).toBe(false);
  });

  it('gives the login throttle the same answers as the database', async () => {
    const throttle = new LoginThrottle(counters());
    const keys = (address: string) => ({ account: `${run}@example.it`, address });
    for (let i = 0; i < DEFAULT_THROTTLE.perAccountAndAddress; i++) {
      await throttle.fail(keys('10.0.0.1'));
    }
    expect((await throttle.check(keys('10.0.0.1'))).retryAfter).toBe(15 * 60);
    expect(await throttle.check(keys('10.0.0.2'))).toEqual({ retryAfter: 0, delayMs: 0 });
  });
});

describe('a portal with REDIS_URL', () => {
  let a: TestContext | undefined;
  let b: TestContext | undefined;
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('holds a route limit across two processes', async () => {
    a = await createTestApp({ env: { REDIS_URL, RATE_LIMIT_PER_MINUTE: '10000' } });
    b = await createTestApp({
      env: { REDIS_URL, RATE_LIMIT_PER_MINUTE: '10000' },
      shareDatabaseOf: a,
    });
    // forgot-password: 10 a minute per address (its route limit), whichever process answers.
    const address = `198.51.${Number.parseInt(run.slice(0, 2), 16)}.${Number.parseInt(run.slice(2, 4), 16)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await app.app.inject({
        method: 'POST',
        url: '/v2/agenzieUser/forgotPassword',
        headers: { 'x-forwarded-for': address },
        payload: { email: `nessuno-${i}@example.it` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
    // Counted in Redis, not in the database's table.
    const redis = new Redis(REDIS_URL);
    try {
      const inRedis = await redis.keys(
        `portal:limite:rl:POST/v2/agenzieUser/forgotPassword-${address}`,
      );
      expect(inRedis).toHaveLength(1);
    } finally {
      redis.disconnect();
    }
    const inTable = await a.app.db.select({ key: rateCounters.key }).from(rateCounters);
    expect(inTable.filter((r) => r.key.includes('forgotPassword'))).toEqual([]);
    // A login on this portal works as before.
    const agency = await insertAgency(a.app.db);
    const login = await b.app.inject({
      method: 'POST',
      url: `/v2/${b.config.productSlug}/user/user_login`,
      payload: { email: agency.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 503 in Italian, not 500, while Redis cannot be reached', async () => {
    const down = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:9' } });
    try {
      const res = await down.app.inject({
        method: 'GET',
        url: `/v2/${down.config.productSlug}/servizi/public_fetchAll`,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/[àèéìòù]|servizio|riprova/i);
    } finally {
      await down.close();
    }
  });
});
