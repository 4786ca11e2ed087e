import type { FastifyInstance } from 'fastify';
import rateLimit, { normalizeIP, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Limits } from '../db/limits';
import { isApiPattern } from './security';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * `@fastify/rate-limit`'s store over rate-limiter-flexible (decision 082), so the global
 * limit and every route's limit count across processes, each hit waiting for its count.
 * The global limit's key is the address; a route with its own limit counts under its method
 * and matched pattern (`rl:POST/v2/…/user_forgotPassword-…`), never the raw URL (decision 024).
 */
export function sharedRateLimitStore(limits: Limits): FastifyRateLimitStoreCtor {
  class SharedStore {
    // @fastify/rate-limit constructs the store with its options (`new Store(options)`):
    // the prefix comes second, set by `child`. (Taken first, the options object made every
    // key start with "[object Object]".)
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number, max = 0) {
      limits
        .limiter({ points: max, windowMs: timeWindow })
        .hit(this.prefix + key)
        .then(
          (count) => callback(null, { current: count.count, ttl: count.msLeft }),
          (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
        );
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
  limits: Limits,
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
    store: sharedRateLimitStore(limits),
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
