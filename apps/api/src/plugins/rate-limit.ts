import type { FastifyInstance } from 'fastify';
import rateLimit, { normalizeIP, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from '../db/rate-counters';
import { isApiPattern } from './security';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Below this limit every hit waits for the shared count: a small budget (forgot-password's
 * 10, a test's 3) is a guard worth its round trip, and stays exact across processes.
 */
export const OPTIMISTIC_FROM_MAX = 100;
/** How long what a process heard of a key's count may be trusted (real time). */
export const KNOWN_FRESH_MS = 1_000;
/** Keys remembered at most; past it the memory starts again (only the optimism is lost). */
const KNOWN_KEYS = 10_000;

/** What this process last heard of a key, and its own hits still on their way. */
interface Known {
  count: number;
  /** The window's time left when heard (ms). */
  ttl: number;
  heardAt: number;
  pending: number;
}

/**
 * `@fastify/rate-limit`'s store over the shared counters (decision 037), so the global
 * limit and every route's limit count across processes. The global limit's key is the
 * address; a route with its own limit counts under its method and matched pattern
 * (`rl:POST/v2/…/user_forgotPassword-…`), never the raw URL (decision 024).
 *
 * A hit far below a large limit does not wait (decision 071): when this process heard the
 * key's count less than a second ago and that count, with its own hits still on their way,
 * is under half the limit, the request goes on at once and its hit is counted in the
 * background, in the same queue as the others (db/rate-counters.ts), so every count stays
 * exact and the hits near the limit, which wait, see all of them.
 */
export function sharedRateLimitStore(
  counters: CounterStore,
  now: () => number = () => performance.now(),
): FastifyRateLimitStoreCtor {
  class SharedStore {
    private readonly known = new Map<string, Known>();

    // @fastify/rate-limit constructs the store with its options (`new Store(options)`):
    // the prefix comes second, set by `child`. (Taken first, the options object made every
    // key start with "[object Object]".)
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number, max = 0) {
      const id = this.prefix + key;
      const known = this.known.get(id);
      const fresh = known && now() - known.heardAt < KNOWN_FRESH_MS;
      const optimistic =
        fresh && max >= OPTIMISTIC_FROM_MAX && known.count + known.pending + 1 <= max / 2;
      const entry = fresh ? known : this.remember(id);
      entry.pending += 1;
      const hit = counters.hit(id, { windowMs: timeWindow }).finally(() => {
        entry.pending -= 1;
      });
      if (optimistic) {
        const ttl = Math.max(0, known.ttl - (now() - known.heardAt));
        callback(null, { current: known.count + known.pending, ttl });
      }
      hit.then(
        (h) => {
          // A process's hits on one key are answered in the order they were made.
          entry.count = h.count;
          entry.ttl = Math.max(0, h.windowStart + timeWindow - h.at);
          entry.heardAt = now();
          if (!optimistic) callback(null, { current: h.count, ttl: entry.ttl });
        },
        (err: unknown) => {
          this.known.delete(id);
          // An optimistic request has its answer; the next one that waits meets the error.
          if (!optimistic) callback(err instanceof Error ? err : new Error(String(err)));
        },
      );
    }

    /** A new entry for a key: nothing heard yet, so the next hit waits. */
    private remember(id: string): Known {
      if (this.known.size >= KNOWN_KEYS) this.known.clear();
      const entry: Known = { count: 0, ttl: 0, heardAt: -Infinity, pending: 0 };
      this.known.set(id, entry);
      return entry;
    }

    child(routeOptions: { routeInfo?: { method?: unknown; url?: string } }) {
      const info = routeOptions.routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : String(info.method);
      return new SharedStore(undefined, `${this.prefix}${method}${info.url ?? ''}-`);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * The address a request is counted under: the plugin's own normalisation (an IPv6 address
 * by its /64), or one shared key when the address is unknown. A client that hangs up before
 * its request is read leaves none, and the plugin's default key then throws: a 500 in the
 * log for a request nobody waits for.
 */
export function rateLimitKey(req: { ip: string | undefined }): string {
  return req.ip ? normalizeIP(req.ip) : 'indirizzo-sconosciuto';
}

/**
 * The request limits: `perMinute` requests a minute per address on the API (`/v2/…`),
 * routes with `config.rateLimit` on their own budget; the app's files are not counted.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  counters: CounterStore,
  perMinute: number,
): Promise<void> {
  // The request limit counts API calls only, decided once per route from its pattern, never
  // from the raw URL (decision 024): the app's files (scripts, styles, images, index.html)
  // cost nothing to serve, and a page needs twenty of them; counted, an office behind one
  // address would get blank pages once its people had opened a few dozen.
  app.addHook('onRoute', (route) => {
    if (!isApiPattern(route.url)) route.config = { ...route.config, rateLimit: false };
  });
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: '1 minute',
    store: sharedRateLimitStore(counters),
    keyGenerator: rateLimitKey,
    // The limit headers go only on a 429 (with Retry-After): on every other answer they
    // would cost each request and tell a client nothing it needs.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
  });
}
