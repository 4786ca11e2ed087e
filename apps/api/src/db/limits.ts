import type pg from 'pg';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * A budget counted by rate-limiter-flexible (decision 082): `points` hits per fixed window
 * of `windowMs`, counted from the key's first hit. With `lockMs`, the hit past `points`
 * refuses the key for `lockMs` from that hit (a throttle's lock), even past the window.
 * Windows and locks are whole seconds (Redis counts in seconds).
 */
export interface LimitRule {
  points: number;
  windowMs: number;
  lockMs?: number;
}

/** A key's count in its window, and the time left of that window (or of its lock). */
export interface Count {
  count: number;
  msLeft: number;
}

/** The counts of one rule; each key names its own family (`rl:…`, `login:…`). */
export interface Limiter {
  /** Counts one hit, atomically across every process; the count includes it. */
  hit(key: string): Promise<Count>;
  /** The key's live count, or undefined when it has none. */
  read(key: string): Promise<Count | undefined>;
  clear(key: string): Promise<void>;
}

/** Where every request limit and the login throttle count. */
export interface Limits {
  limiter(rule: LimitRule): Limiter;
  close(): Promise<void>;
}

/** The table of migration 0021 (`db/schema/rate-limits.ts`), made before any process starts. */
export const LIMITS_TABLE = 'rate_limits';
/** Every key of the portal in a shared Redis starts with this (and a colon). */
export const REDIS_PREFIX = 'portal:limite';

type Make = (rule: LimitRule, options: { first: boolean }) => RateLimiterAbstract;

const seconds = (ms: number) => {
  if (!Number.isInteger(ms / 1000)) throw new Error(`a limit counts whole seconds, not ${ms} ms`);
  return ms / 1000;
};

const common = (rule: LimitRule) => ({
  points: rule.points,
  duration: seconds(rule.windowMs),
  blockDuration: rule.lockMs ? seconds(rule.lockMs) : 0,
});

/**
 * Redis away or too slow: the error handler's generic 503 (db/unavailable.ts reads the
 * code), as for a database that cannot answer, never a 500.
 */
function redisUnavailable(err: unknown): unknown {
  // An error Redis itself answered is a fault of the command, not of the connection.
  if (err instanceof Error && err.name === 'ReplyError') return err;
  return Object.assign(new Error('Redis non raggiungibile'), { code: 'ECONNREFUSED', cause: err });
}

class RuleLimiter implements Limiter {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly fault: (err: unknown) => unknown,
  ) {}

  async hit(key: string): Promise<Count> {
    try {
      return toCount(await this.limiter.consume(key));
    } catch (err) {
      // Past the budget the library rejects with the count itself: an answer, not a fault.
      if (err instanceof RateLimiterRes) return toCount(err);
      throw this.fault(err);
    }
  }

  async read(key: string): Promise<Count | undefined> {
    const res = await this.limiter.get(key).catch((err: unknown) => {
      throw this.fault(err);
    });
    // The memory store keeps a dead key until its timer runs: its time left is then ≤ 0.
    return res && res.msBeforeNext > 0 ? toCount(res) : undefined;
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(key).catch((err: unknown) => {
      throw this.fault(err);
    });
  }
}

const toCount = (res: RateLimiterRes): Count => ({
  count: res.consumedPoints,
  msLeft: Math.max(0, res.msBeforeNext),
});

class RuleLimits implements Limits {
  private readonly byRule = new Map<string, Limiter>();

  constructor(
    private readonly make: Make,
    private readonly fault: (err: unknown) => unknown = (err) => err,
    private readonly onClose: () => Promise<void> = async () => {},
  ) {}

  limiter(rule: LimitRule): Limiter {
    const id = `${rule.points}/${rule.windowMs}/${rule.lockMs ?? 0}`;
    let limiter = this.byRule.get(id);
    if (!limiter) {
      limiter = new RuleLimiter(this.make(rule, { first: this.byRule.size === 0 }), this.fault);
      this.byRule.set(id, limiter);
    }
    return limiter;
  }

  close(): Promise<void> {
    return this.onClose();
  }
}

/**
 * Redis (REDIS_URL, decision 062): bounded waits, one reconnection at most per command and
 * two seconds a command; a limit that cannot be counted answers 503 like the database's,
 * and the next request tries again.
 */
export function redisLimits(url: string): Limits {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
  });
  redis.on('error', () => {});
  return new RuleLimits(
    (rule) =>
      new RateLimiterRedis({ ...common(rule), storeClient: redis, keyPrefix: REDIS_PREFIX }),
    redisUnavailable,
    async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  );
}

/**
 * PostgreSQL: the `rate_limits` table on the counters' own pool (decision 037), one upsert
 * per hit. The table comes from a migration, so no process creates one at run time; one
 * limiter per process deletes the rows dead for an hour, every five minutes.
 */
export function postgresLimits(pool: pg.Pool): Limits {
  return new RuleLimits(
    (rule, { first }) =>
      new RateLimiterPostgres({
        ...common(rule),
        storeClient: pool,
        storeType: 'pool',
        tableName: LIMITS_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: first,
        keyPrefix: '',
      }),
  );
}

/**
 * The embedded PGlite is one process by construction: its limits live in that process's
 * memory, one store per database, so every app opened on it (the tests' second process)
 * counts on the same keys.
 */
const embedded = new WeakMap<object, Limits>();

export function memoryLimits(database: object): Limits {
  let limits = embedded.get(database);
  if (!limits) {
    limits = new RuleLimits((rule) => new RateLimiterMemory({ ...common(rule), keyPrefix: '' }));
    embedded.set(database, limits);
  }
  return limits;
}

/** Redis when REDIS_URL is set, else the database's own: PostgreSQL's table, PGlite's memory. */
export function openLimits(
  redisUrl: string | undefined,
  database: { db: object; countersPool: pg.Pool | undefined },
): Limits {
  if (redisUrl) return redisLimits(redisUrl);
  return database.countersPool ? postgresLimits(database.countersPool) : memoryLimits(database.db);
}
