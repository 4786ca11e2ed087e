import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import { openLimits, type Limits } from './limits';

// The database's own limits (decision 082): memory for the embedded PGlite, the
// `rate_limits` table with TEST_DATABASE_URL. Redis's are in plugins/rate-limit.pg.test.ts.
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let limits: Limits;
beforeAll(async () => {
  database = await openTestDatabase();
  limits = openLimits(undefined, database);
});
afterAll(() => database.drop());
afterEach(() => {
  vi.useRealTimers();
});

const minute = { points: 3, windowMs: 60_000 };

describe('the limits of the database (decision 082)', () => {
  it('gives each of many simultaneous hits on one key its own count', async () => {
    const limiter = limits.limiter({ points: 10, windowMs: 60_000 });
    const hits = await Promise.all(Array.from({ length: 25 }, () => limiter.hit('t:together')));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect((await limiter.read('t:together'))?.count).toBe(25);
  });

  it('counts two apps on one database on the same keys, and starts a new window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const other = openLimits(undefined, database);
    await limits.limiter(minute).hit('t:window');
    expect((await other.limiter(minute).hit('t:window')).count).toBe(2);
    vi.setSystemTime(Date.now() + 60_000);
    expect(await limits.limiter(minute).read('t:window')).toBeUndefined();
    expect(await other.limiter(minute).hit('t:window')).toEqual({ count: 1, msLeft: 60_000 });
  });

  it('locks a key from the hit past its points until the lock ends, past the window, and clears it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const locking = limits.limiter({ points: 2, windowMs: 60_000, lockMs: 5 * 60_000 });
    for (let i = 0; i < 2; i++) expect((await locking.hit('t:lock')).count).toBe(i + 1);
    expect(await locking.hit('t:lock')).toEqual({ count: 3, msLeft: 5 * 60_000 });
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(await locking.read('t:lock')).toEqual({ count: 3, msLeft: 3 * 60_000 });
    vi.setSystemTime(Date.now() + 3 * 60_000);
    expect(await locking.read('t:lock')).toBeUndefined();
    await locking.hit('t:cleared');
    await locking.clear('t:cleared');
    expect(await locking.read('t:cleared')).toBeUndefined();
  });

  it('counts whole seconds only, as Redis does', () => {
    expect(() => limits.limiter({ points: 1, windowMs: 1_500 })).toThrow(/whole seconds/);
  });
});
