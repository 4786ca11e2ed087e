import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
} from 'fastify';
import { badRequest } from '../lib/errors';
import { START_ON_GESTURE_CSP } from './start-on-gesture';

const CSP_PAGES = [
  "default-src 'self'",
  // The prerendered pages' inline start-on-gesture listener, by its hash (decision 091).
  `script-src 'self' ${START_ON_GESTURE_CSP}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join(';');

/** An API answer is data, never a document: nothing may load from it or frame it. */
const CSP_API = "default-src 'none';object-src 'none';base-uri 'none';frame-ancestors 'none'";

/**
 * The headers of the portal's pages and assets: the strict CSP and what helmet sends by
 * default, written out once (decision 016).
 */
export const PAGE_HEADERS = {
  'content-security-policy': CSP_PAGES,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  // The same as frame-ancestors 'none', for browsers that know only this header.
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * The headers of an API answer (OWASP REST guidance): no caching unless the route chose a
 * public policy, a CSP that allows nothing, nosniff, same-origin only. The headers that
 * only mean something for an HTML document are left out: each one costs every answer.
 */
export const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': CSP_API,
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Percent-encodings no client needs in a path, so only a client dodging a check sends them
 * (decision 024): an unreserved character (RFC 3986 §2.3: letters, digits, `-._~`), which
 * means the same written plain, and `/` or `\`, which would change where the path leads.
 */
const ENCODED_PLAIN = /%(?:[46][1-9a-f]|5[0-9acf]|7[0-9ae]|3[0-9]|2[d-f])/i;
/** A `.` or `..` segment: the router never resolves them, a proxy in front might. */
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;

/** True when the request target's path could be read as another path (decision 024). */
export function isAmbiguousPath(url: string): boolean {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  return (
    (path.includes('%') && ENCODED_PLAIN.test(path)) ||
    (path.includes('/.') && DOT_SEGMENT.test(path))
  );
}

export const ambiguousPathError = () =>
  badRequest('Indirizzo non valido: scrivilo senza caratteri codificati né segmenti “.” o “..”.');

/** True when the route pattern is the API's: decided once, when the route is registered. */
export const isApiPattern = (url: string) => url.startsWith('/v2/');

/** The headers of one kind of answer, and HSTS when the request came over TLS. */
export function securityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  headers: typeof API_HEADERS | typeof PAGE_HEADERS,
): FastifyReply {
  reply.headers(headers);
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  return reply;
}

function headersHook(headers: typeof API_HEADERS | typeof PAGE_HEADERS): onRequestHookHandler {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    securityHeaders(request, reply, headers);
    if (isAmbiguousPath(request.url)) {
      done(ambiguousPathError());
      return;
    }
    done();
  };
}

/**
 * Security headers (ASVS 3.4.x) and the refusal of ambiguous paths, decided by the route
 * that matched, never by the raw URL (decision 024): each route gets, when it is
 * registered, the hook of its kind (API or page) as its first `onRequest` hook, so a route
 * can still choose its own headers (a public cache policy for static data, `cross-origin`
 * for the Display Rata script); HSTS only when the request came over TLS. Requests no
 * route matched get theirs from the not-found handler and the error handler.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const api = headersHook(API_HEADERS);
  const page = headersHook(PAGE_HEADERS);
  app.addHook('onRoute', (route) => {
    const own = route.onRequest ?? [];
    // A new array: a contract's aliases share the one `serve()` built.
    route.onRequest = [isApiPattern(route.url) ? api : page, ...(Array.isArray(own) ? own : [own])];
  });
}
