import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PublicConfig } from '@portal/shared';
import { apiNotFound } from './errors';
import { encodeHtml, sendHtml, type EncodedHtml } from './html-encoding';
import { registerPrerenderedPages } from './prerendered-pages';
import { safeJson } from './safe-json';
import { areaPreloads } from './spa-preload';
import { ambiguousPathError, isAmbiguousPath, PAGE_HEADERS, securityHeaders } from './security';

/**
 * A path where the build puts files (its hashed assets, the files at the root, a dot
 * folder) that ends as a file name does. A page's own address may end so too: a service's
 * page is addressed by its name, and `Mutuo 3.14` is a name (decision 095).
 */
function isFilePath(path: string): boolean {
  const inFiles =
    path.startsWith('/assets/') || path.startsWith('/.') || path.lastIndexOf('/') === 0;
  return inFiles && /\.[a-z0-9]{2,5}$/i.test(path) && !path.endsWith('.html');
}

/**
 * Serves the built SPA: hashed assets with long-lived caching, every other GET outside
 * /v2 answered with index.html (history fallback) carrying the public configuration, so
 * the page needs no extra request to know the brand and product.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string | undefined,
  publicConfig: PublicConfig,
) {
  const indexFile = distDir ? join(distDir, 'index.html') : undefined;
  const hasSpa = indexFile !== undefined && existsSync(indexFile);
  let indexHtml = '';
  let preloads: (path: string) => string = () => '';
  /** index.html with each area's preload tags, made once per area. */
  const pages = new Map<string, EncodedHtml>();
  if (hasSpa) {
    preloads = areaPreloads(distDir!);
    indexHtml = readFileSync(indexFile!, 'utf8').replace(
      '<!--app-config-->',
      `<script id="app-config" type="application/json">${safeJson(publicConfig)}</script>`,
    );
    await app.register(fastifyStatic, {
      root: distDir!,
      index: false,
      wildcard: false,
      // The build's manifest, stamp and widget source are not for browsers.
      dotfiles: 'ignore',
      // The build writes .br/.gz copies of the assets (scripts/web-build.mjs).
      preCompressed: true,
      setHeaders(reply, path) {
        if (/[\\/]assets[\\/]/.test(path)) {
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          void reply.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }

  // No route matched: the raw path is all there is, so an ambiguous one is refused here too.
  app.setNotFoundHandler((request, reply) => {
    if (isAmbiguousPath(request.url)) throw ambiguousPathError();
    const path = request.url.split('?')[0] ?? '';
    if (
      path === '/v2' ||
      path.startsWith('/v2/') ||
      !hasSpa ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return apiNotFound(request, reply);
    }
    // A missing asset (old hash after a deploy) is a real 404, not the SPA.
    if (isFilePath(path)) {
      return securityHeaders(request, reply, PAGE_HEADERS)
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('File non trovato');
    }
    securityHeaders(request, reply, PAGE_HEADERS)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache');
    // A certificate's verification page is for the one who holds it, never for a search
    // engine (decision 117).
    if (path.startsWith('/attestato/')) void reply.header('x-robots-tag', 'noindex, nofollow');
    return sendHtml(request, reply, encodedPage(path));
  });

  /** index.html with the preload tags of the path's area, compressed once per area. */
  function encodedPage(path: string): EncodedHtml {
    const tags = preloads(path);
    let page = pages.get(tags);
    if (page === undefined) {
      page = encodeHtml(indexHtml.replace('</head>', `${tags}</head>`));
      pages.set(tags, page);
    }
    return page;
  }

  // The public pages the server prerenders (decision 091); the app is their fallback.
  if (hasSpa) await registerPrerenderedPages(app, distDir!, publicConfig, encodedPage, indexHtml);
}
