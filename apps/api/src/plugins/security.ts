import type { FastifyInstance } from 'fastify';

const CSP_PAGES = [
  "default-src 'self'",
  "script-src 'self'",
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
const PAGE_HEADERS = {
  'content-security-policy': CSP_PAGES,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * The headers of an API answer (OWASP REST guidance): no caching unless the route chose a
 * public policy, a CSP that allows nothing, nosniff, same-origin only. The headers that
 * only mean something for an HTML document are left out: each one costs every answer.
 */
const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': CSP_API,
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers (ASVS 3.4.x), set before the route runs so a route can still choose its
 * own (a public cache policy for static data, `cross-origin` for the Display Rata script);
 * HSTS only when the request came over TLS.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/v2/') ? API_HEADERS : PAGE_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
