import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, openTestDatabase, type TestDatabase } from '../test/test-app';
import { RateCounters } from './rate-counters';
import { rateCounters } from './schema';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

describe('the shared counters (decision 037)', () => {
  it('gives each of many simultaneous hits on one key its own count', async () => {
    const counters = new RateCounters(database.db, new TestClock());
    const hits = await Promise.all(
      Array.from({ length: 25 }, () => counters.hit('t:together', { windowMs: 60_000 })),
    );
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect((await counters.read(['t:together'])).get('t:together')?.count).toBe(25);
  });

  it('counts two processes on one row, and starts a new window on the clock, not the database', async () => {
    const clock = new TestClock();
    const one = new RateCounters(database.db, clock);
    const two = new RateCounters(database.db, clock);
    await one.hit('t:window', { windowMs: 60_000 });
    expect((await two.hit('t:window', { windowMs: 60_000 })).count).toBe(2);
    clock.advance(60_000);
    const fresh = await one.hit('t:window', { windowMs: 60_000 });
    expect(fresh).toMatchObject({ count: 1, windowStart: clock.now(), lockedUntil: 0 });
  });

  it('locks a key at its limit until the lock ends, past the window', async () => {
    const clock = new TestClock();
    const counters = new RateCounters(database.db, clock);
    const opts = { windowMs: 60_000, lockAt: 3, lockMs: 5 * 60_000 };
    for (let i = 0; i < 2; i++) expect((await counters.hit('t:lock', opts)).lockedUntil).toBe(0);
    expect((await counters.hit('t:lock', opts)).lockedUntil).toBe(clock.now() + 5 * 60_000);
    clock.advance(2 * 60_000);
    expect((await counters.read(['t:lock'])).get('t:lock')?.lockedUntil).toBeGreaterThan(
      clock.now(),
    );
    clock.advance(3 * 60_000);
    expect((await counters.read(['t:lock'])).has('t:lock')).toBe(false);
  });

  it('deletes dead rows at most once a minute', async () => {
    const clock = new TestClock(Date.UTC(2027, 0, 1));
    const counters = new RateCounters(database.db, clock);
    await counters.hit('t:purge-a', { windowMs: 1_000 });
    clock.advance(2_000);
    // Within the minute of the first purge: the dead row stays.
    await counters.hit('t:purge-b', { windowMs: 1_000 });
    const keys = async () => (await database.db.select().from(rateCounters)).map((r) => r.key);
    expect(await keys()).toContain('t:purge-a');
    clock.advance(60_000);
    await counters.hit('t:purge-c', { windowMs: 1_000 });
    await expect.poll(keys).not.toContain('t:purge-a');
    expect(await keys()).toContain('t:purge-c');
  });
});
