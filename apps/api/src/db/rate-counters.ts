import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../lib/clock';
import type { Db } from './client';

export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Epoch ms. */
  windowStart: number;
  /** Epoch ms; 0 when the key is not locked. */
  lockedUntil: number;
  /** The clock's time of the hit or read, epoch ms. */
  at: number;
}

export interface HitOptions {
  windowMs: number;
  /** Lock the key for `lockMs` from the hit that brings the count to this (throttle keys). */
  lockAt?: number;
  lockMs?: number;
}

/** Where the request limits and the login throttle count: PostgreSQL (below) or Redis. */
export interface CounterStore {
  hit(key: string, opts: HitOptions): Promise<CounterHit>;
  /** The live counts of these keys (missing or dead ones are left out). */
  read(keys: string[]): Promise<Map<string, CounterHit>>;
  clear(key: string): Promise<void>;
}

interface Waiter {
  resolve(hit: CounterHit): void;
  reject(err: unknown): void;
}

/** How often a process deletes dead rows, at most. */
export const PURGE_EVERY_MS = 60_000;

interface CounterRow {
  count: number;
  window_start: number;
  locked_until: number | null;
}

/**
 * Fixed-window counters in the `rate_counters` table (decision 037): one atomic
 * `insert … on conflict do update … returning` per hit, so every process on the database
 * counts on the same rows. The time is the injected clock's, never the database's `now()`:
 * tests move the clock, and every process agrees on time only through its own clock anyway.
 * Dead rows are deleted at most once a minute per process, after a hit.
 */
export class RateCounters implements CounterStore {
  private lastPurge = Number.NEGATIVE_INFINITY;
  /** Keys with an upsert on its way, and the hits waiting for the next one. */
  private readonly queued = new Map<string, Waiter[]>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Told of a failed purge (the hit itself has already been counted). */
    private readonly onPurgeError: (err: unknown) => void = () => {},
  ) {}

  /**
   * Counts one hit. While a key's upsert is on its way, further hits on that key in this
   * process wait and go together in the next one (`count + n`), each given its own count:
   * a busy address costs one statement per round trip, not one per request.
   */
  hit(key: string, opts: HitOptions): Promise<CounterHit> {
    return new Promise((resolve, reject) => {
      const waiting = this.queued.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.send(key, opts, [{ resolve, reject }]);
    });
  }

  private send(key: string, opts: HitOptions, batch: Waiter[]) {
    this.queued.set(key, []);
    const n = batch.length;
    this.upsert(key, opts, n)
      .then(
        (hit) => batch.forEach((w, i) => w.resolve({ ...hit, count: hit.count - n + 1 + i })),
        (err: unknown) => batch.forEach((w) => w.reject(err)),
      )
      .finally(() => {
        const next = this.queued.get(key) ?? [];
        if (next.length > 0) this.send(key, opts, next);
        else this.queued.delete(key);
      });
  }

  private async upsert(key: string, opts: HitOptions, n: number): Promise<CounterHit> {
    const now = this.clock.now();
    const at = new Date(now).toISOString();
    const lockAt = opts.lockAt ?? null;
    const lockUntil = new Date(now + (opts.lockMs ?? 0)).toISOString();
    const dead = sql`c.expires_at <= ${at}::timestamptz`;
    const count = sql`(case when ${dead} then ${n}::int else c.count + ${n}::int end)`;
    const start = sql`(case when ${dead} then ${at}::timestamptz else c.window_start end)`;
    const locked = sql`(case when ${count} >= ${lockAt}::int then ${lockUntil}::timestamptz
      when ${dead} then null else c.locked_until end)`;
    const firstLocked = sql`(case when ${n}::int >= ${lockAt}::int then ${lockUntil}::timestamptz end)`;
    const window = sql`${opts.windowMs}::int * interval '1 millisecond'`;
    const result = await this.rows<CounterRow>(sql`
      insert into rate_counters as c (key, count, window_start, locked_until, expires_at)
      values (${key}, ${n}::int, ${at}::timestamptz, ${firstLocked},
        greatest(${at}::timestamptz + ${window}, ${firstLocked}))
      on conflict (key) do update set
        count = ${count},
        window_start = ${start},
        locked_until = ${locked},
        expires_at = greatest(${start} + ${window}, ${locked})
      returning c.count, ${epochMs(sql`c.window_start`)} as window_start,
        ${epochMs(sql`c.locked_until`)} as locked_until`);
    this.purgeNow(now);
    return toHit(result.rows[0]!, now);
  }

  /** The live counts of these keys (missing or dead ones are left out). */
  async read(keys: string[]): Promise<Map<string, CounterHit>> {
    const now = this.clock.now();
    const at = new Date(now).toISOString();
    const result = await this.rows<CounterRow & { key: string }>(sql`
      select key, count, ${epochMs(sql`window_start`)} as window_start,
        ${epochMs(sql`locked_until`)} as locked_until
      from rate_counters
      where key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}) and expires_at > ${at}::timestamptz`);
    return new Map(result.rows.map((row) => [row.key, toHit(row, now)]));
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_counters where key = ${key}`);
  }

  /** Both engines answer `execute` with `{ rows }` (node-postgres and PGlite results). */
  private async rows<T>(query: SQL): Promise<{ rows: T[] }> {
    return (await this.db.execute(query)) as unknown as { rows: T[] };
  }

  /** Deletes the dead rows, unless this process did so in the last minute. */
  private purgeNow(now: number) {
    if (now - this.lastPurge < PURGE_EVERY_MS && now >= this.lastPurge) return;
    this.lastPurge = now;
    const at = new Date(now).toISOString();
    this.db
      .execute(sql`delete from rate_counters where expires_at <= ${at}::timestamptz`)
      .then(() => undefined, this.onPurgeError);
  }
}

const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

function toHit(row: CounterRow, at: number): CounterHit {
  return {
    at,
    count: Number(row.count),
    windowStart: Number(row.window_start),
    lockedUntil: row.locked_until === null ? 0 : Number(row.locked_until),
  };
}
