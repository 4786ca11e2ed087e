import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { redisLimits, type Limits } from '../db/limits';
import { DEFAULT_THROTTLE, LoginThrottle } from '../modules/auth/login-throttle';
import { PASSWORD, insertAgency } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/test-app';

// One rate-limit behaviour (decision 082): every hit waits for its count, so two processes on
// one store admit exactly the limit, on PostgreSQL's table and in Redis (the CI machine's
// services, *.pg.test.ts). Redis is shared by every run on the machine: each run its own keys.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = randomBytes(2);
const address = (n: number) => `10.${run[0]}.${run[1]}.${n}`;

describe.each([
  ['PostgreSQL', {}],
  ['Redis', { REDIS_URL }],
])('a global limit of 120 on two processes counting in %s', (_store, extra) => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '120', ...extra };
    a = await createTestApp({ env });
    b = await createTestApp({ env, shareDatabaseOf: a });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });
  const health = (i: number, ip: string) =>
    (i % 2 === 0 ? a : b).app.inject({ url: '/v2/health', remoteAddress: ip });

  it('gives the 121st request the 429, however the requests alternate', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 130; i++) statuses.push((await health(i, address(1))).statusCode);
    expect(statuses.slice(0, 120)).toEqual(Array(120).fill(200));
    expect(statuses.slice(120)).toEqual(Array(10).fill(429));
  });

  it('admits exactly the limit when 160 requests come at once', async () => {
    const answers = await Promise.all(Array.from({ length: 160 }, (_, i) => health(i, address(2))));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-ratelimit-limit']).toBe('120');
  });
});

describe('the limits in PostgreSQL’s table (migration 0021)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('count each route’s own limit under its method, pattern and address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/agenzieUser/forgotPassword',
      payload: { email: 'nessuno@example.it' },
      remoteAddress: '203.0.113.78',
    });
    expect(res.statusCode).toBe(200);
    const { rows } = (await t.app.db.execute(sql`select key, points from rate_limits`)) as {
      rows: { key: string; points: number }[];
    };
    expect(rows).toContainEqual({
      key: 'rl:POST/v2/agenzieUser/forgotPassword-203.0.113.78',
      points: 1,
    });
    expect(rows.filter((r) => r.key.includes('[object Object]'))).toEqual([]);
  });
});

describe('the limits in Redis (REDIS_URL, decision 062)', () => {
  const opened: Limits[] = [];
  afterAll(() => Promise.all(opened.map((l) => l.close())));
  const limits = () => {
    const l = redisLimits(REDIS_URL);
    opened.push(l);
    return l;
  };

  it('give each of many simultaneous hits on one key its own count, across two processes', async () => {
    const [one, two] = [limits(), limits()];
    const rule = { points: 10, windowMs: 60_000 };
    const key = `t:${run.toString('hex')}:together`;
    const hits = await Promise.all(
      Array.from({ length: 24 }, (_, i) => (i % 2 ? one : two).limiter(rule).hit(key)),
    );
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 24 }, (_, i) => i + 1),
    );
    expect((await one.limiter(rule).read(key))?.count).toBe(24);
  });

  it('give the login throttle the same answers as the database', async () => {
    const throttle = new LoginThrottle(limits());
    const keys = (ip: string) => ({ account: `${run.toString('hex')}@example.it`, address: ip });
    for (let i = 0; i < DEFAULT_THROTTLE.perAccountAndAddress; i++) {
      await throttle.fail(keys('10.0.0.1'));
    }
    expect((await throttle.check(keys('10.0.0.1'))).retryAfter).toBe(15 * 60);
    expect(await throttle.check(keys('10.0.0.2'))).toEqual({ retryAfter: 0, delayMs: 0 });
  });

  it('hold a route limit across two processes, counted in Redis and not in the table', async () => {
    const env = { REDIS_URL, RATE_LIMIT_PER_MINUTE: '10000' };
    const a = await createTestApp({ env });
    const b = await createTestApp({ env, shareDatabaseOf: a });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await (i % 2 === 0 ? a : b).app.inject({
          method: 'POST',
          url: '/v2/agenzieUser/forgotPassword',
          payload: { email: `nessuno-${i}@example.it` },
          remoteAddress: address(3),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
      const redis = new Redis(REDIS_URL);
      try {
        const key = `portal:limite:rl:POST/v2/agenzieUser/forgotPassword-${address(3)}`;
        expect(await redis.keys(key)).toHaveLength(1);
      } finally {
        redis.disconnect();
      }
      const { rows } = (await a.app.db.execute(sql`select key from rate_limits`)) as {
        rows: { key: string }[];
      };
      expect(rows.filter((r) => r.key.includes('forgotPassword'))).toEqual([]);
      // A login on this portal works as before.
      const agency = await insertAgency(a.app.db);
      const login = await b.app.inject({
        method: 'POST',
        url: `/v2/${b.config.productSlug}/user/user_login`,
        payload: { email: agency.email, password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('answer 503 in Italian, not 500, while Redis cannot be reached', async () => {
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
