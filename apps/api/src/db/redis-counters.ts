import { Redis } from 'ioredis';
import type { Clock } from '../lib/clock';
import type { CounterHit, CounterStore, HitOptions } from './rate-counters';

/** Every key of the portal in a shared Redis starts with this. */
const PREFIX = 'portal:limite:';
/**
 * A key outlives its window in Redis by this much: the window is decided by the portal's
 * clock (tests move it), Redis's own expiry only clears what is certainly dead.
 */
const GRACE_MS = 60_000;

/**
 * One hit, atomically (a Lua script runs alone in Redis): the same fixed window and lock as
 * the `rate_counters` upsert of PostgreSQL (rate-counters.ts). A hash per key: count,
 * window start, locked until, expires (epoch ms of the portal's clock).
 */
const HIT = `
local h = redis.call('HMGET', KEYS[1], 'count', 'start', 'locked', 'expires')
local n, now, win = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local lockAt, lockMs, grace = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local count, start, locked
local expires = tonumber(h[4])
if expires == nil or expires <= now then
  count, start, locked = n, now, 0
else
  count, start, locked = tonumber(h[1]) + n, tonumber(h[2]), tonumber(h[3])
end
if lockAt >= 0 and count >= lockAt then locked = now + lockMs end
local ends = math.max(start + win, locked)
redis.call('HSET', KEYS[1], 'count', count, 'start', start, 'locked', locked, 'expires', ends)
redis.call('PEXPIRE', KEYS[1], ends - now + grace)
return {count, start, locked}
`;

/**
 * The request limits and the login throttle counted in Redis (REDIS_URL, decision 062), for
 * deployments that already run one: the same answers as the PostgreSQL table, without a
 * write to the database per request.
 */
/**
 * Redis away or too slow: the error handler's generic 503 (db/unavailable.ts reads the
 * code), as for a database that cannot answer, never a 500.
 */
function unavailable(err: unknown): Error {
  // An error Redis itself answered is a fault of the command, not of the connection.
  if (err instanceof Error && err.name === 'ReplyError') return err;
  return Object.assign(new Error('Redis non raggiungibile'), { code: 'ECONNREFUSED', cause: err });
}

export class RedisCounters implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly clock: Clock,
  ) {}

  static connect(url: string, clock: Clock): RedisCounters {
    // Bounded waits: a hit waits for one reconnection at most, two seconds a command; a limit
    // that cannot be counted answers 503 like the database's, and the next request tries again.
    const redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: 2_000,
    });
    redis.on('error', () => {});
    return new RedisCounters(redis, clock);
  }

  async hit(key: string, opts: HitOptions): Promise<CounterHit> {
    const now = this.clock.now();
    const [count, windowStart, lockedUntil] = (await this.redis
      .eval(
        HIT,
        1,
        PREFIX + key,
        1,
        now,
        opts.windowMs,
        opts.lockAt ?? -1,
        opts.lockMs ?? 0,
        GRACE_MS,
      )
      .catch((err: unknown) => {
        throw unavailable(err);
      })) as [number, number, number];
    return { at: now, count, windowStart, lockedUntil };
  }

  async read(keys: string[]): Promise<Map<string, CounterHit>> {
    const now = this.clock.now();
    const pipeline = this.redis.pipeline();
    for (const key of keys) pipeline.hmget(PREFIX + key, 'count', 'start', 'locked', 'expires');
    const answers =
      (await pipeline.exec().catch((err: unknown) => {
        throw unavailable(err);
      })) ?? [];
    const live = new Map<string, CounterHit>();
    answers.forEach(([err, value], i) => {
      if (err) throw unavailable(err);
      const [count, start, locked, expires] = (value as (string | null)[]).map(Number);
      if (!expires || expires <= now) return;
      live.set(keys[i]!, {
        at: now,
        count: count!,
        windowStart: start!,
        lockedUntil: locked ?? 0,
      });
    });
    return live;
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(PREFIX + key).catch((err: unknown) => {
      throw unavailable(err);
    });
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
