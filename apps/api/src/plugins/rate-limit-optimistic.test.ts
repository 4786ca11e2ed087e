import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounterHit, CounterStore } from '../db/rate-counters';
import { createTestApp, type TestContext } from '../test/test-app';
import { KNOWN_FRESH_MS, OPTIMISTIC_FROM_MAX, sharedRateLimitStore } from './rate-limit';

const WINDOW = 60_000;

/** A counter store whose hits the test answers by hand, counting as the table does. */
function manualCounters() {
  let count = 0;
  const waiting: (() => void)[] = [];
  const store: CounterStore = {
    hit: () =>
      new Promise<CounterHit>((resolve) => {
        const mine = ++count;
        waiting.push(() => resolve({ count: mine, windowStart: 0, lockedUntil: 0, at: 1_000 }));
      }),
    read: async () => new Map(),
    clear: async () => {},
  };
  const answerAll = async () => {
    for (const answer of waiting.splice(0)) answer();
    await new Promise((r) => setImmediate(r));
  };
  return { store, answerAll, hits: () => count };
}

type Result = { current: number; ttl: number } | undefined;
interface IncrStore {
  incr(key: string, cb: (err: Error | null, res?: Result) => void, win: number, max: number): void;
}

/** Makes one hit; answers what the store has called back so far. */
function incr(store: IncrStore, max: number) {
  let answered: Result;
  store.incr('10.0.0.1', (_err, res) => (answered = res), WINDOW, max);
  return () => answered;
}

const storeOver = (counters: CounterStore, now: () => number) =>
  new (sharedRateLimitStore(counters, now) as unknown as new () => IncrStore)();

describe('a hit far below a large limit does not wait (decision 071)', () => {
  it('waits until the count is known, then goes on at once and is still counted', async () => {
    const counters = manualCounters();
    let clock = 0;
    const store = storeOver(counters.store, () => clock);

    const first = incr(store, 600);
    expect(first()).toBeUndefined(); // nothing heard yet: it waits
    await counters.answerAll();
    expect(first()).toEqual({ current: 1, ttl: 59_000 });

    const second = incr(store, 600);
    expect(second()).toEqual({ current: 2, ttl: 59_000 }); // answered before the store
    expect(counters.hits()).toBe(2); // and counted all the same
    await counters.answerAll();

    // What was heard grows old: the next hit waits again.
    clock += KNOWN_FRESH_MS;
    const late = incr(store, 600);
    expect(late()).toBeUndefined();
    await counters.answerAll();
    expect(late()).toEqual({ current: 3, ttl: 59_000 });
  });

  it('waits from half the limit on, so the hits near it see every earlier one', async () => {
    const counters = manualCounters();
    const store = storeOver(counters.store, () => 0);
    const max = OPTIMISTIC_FROM_MAX;
    incr(store, max);
    await counters.answerAll();
    const answers = [];
    for (let i = 0; i < max; i++) answers.push(incr(store, max));
    // count 1 + pending: at once while under half, then every one waits.
    const atOnce = answers.filter((a) => a() !== undefined).length;
    expect(atOnce).toBe(max / 2 - 1);
    await counters.answerAll();
    expect(answers.at(-1)!()).toEqual({ current: max + 1, ttl: 59_000 });
  });

  it('never for a small limit (forgot-password’s 10): each hit waits for the shared count', async () => {
    const counters = manualCounters();
    const store = storeOver(counters.store, () => 0);
    incr(store, 10);
    await counters.answerAll();
    const next = incr(store, 10);
    expect(next()).toBeUndefined();
    await counters.answerAll();
    expect(next()).toEqual({ current: 2, ttl: 59_000 });
  });
});

describe('a large global limit on two processes (decision 071)', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '120' };
    a = await createTestApp({ env });
    b = await createTestApp({ env, shareDatabaseOf: a });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('admits exactly the limit, however the requests alternate', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 130; i++) {
      const app = (i % 2 === 0 ? a : b).app;
      statuses.push(
        (await app.inject({ url: '/v2/health', remoteAddress: '10.88.0.1' })).statusCode,
      );
    }
    expect(statuses.slice(0, 120)).toEqual(Array(120).fill(200));
    expect(statuses.slice(120)).toEqual(Array(10).fill(429));
  });

  it('admits exactly the limit when 160 requests come at once', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 160 }, (_, i) =>
        (i % 2 === 0 ? a : b).app
          .inject({ url: '/v2/health', remoteAddress: '10.88.0.2' })
          .then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
  });
});
