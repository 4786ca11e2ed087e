import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { displayRataSnippet, ErrorCode } from '@portal/shared';
import { routePattern, routes } from '@portal/shared/routes';
import { demoAgency } from './tools.service';
import { renderDemoPage, renderDemoScript } from './widget-demo-page';

/**
 * Where the web build writes the widget (scripts/widget-build.mjs): a dot-folder of the SPA's
 * dist, which the static file server does not publish, so only the route below serves it.
 */
export const WIDGET_BUILD_FILE = join('.widget', 'display-rata.js');
/** The placeholder in the built script that the server fills with its API path. */
export const WIDGET_API_PLACEHOLDER = '__DISPLAY_RATA_API__';

/** The stable URL of the snippet: a release reaches every site within five minutes. */
const SCRIPT_CACHE = 'public, max-age=300, stale-while-revalidate=3600';
/** The content-hashed URL never changes content: cached for a year. */
const HASHED_CACHE = 'public, max-age=31536000, immutable';

interface LoadedScript {
  mtimeMs: number;
  body: Buffer;
  /** Compressed once per build, not per request. */
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** First 16 characters of the body's SHA-256 (base64url): the hashed file name. */
  hash: string;
  /** Subresource Integrity of the body, `sha384-…`. */
  integrity: string;
}

/** Reads the built widget once per build (by modification time) and fills in the API path. */
function scriptLoader(file: string | undefined, apiPath: string) {
  let cached: LoadedScript | undefined;
  return (): LoadedScript | undefined => {
    if (!file) return undefined;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const text = readFileSync(file, 'utf8').split(WIDGET_API_PLACEHOLDER).join(apiPath);
      const body = Buffer.from(text);
      const sha = createHash('sha256').update(body).digest('base64url');
      cached = {
        mtimeMs,
        body,
        br: brotliCompressSync(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 11,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip: gzipSync(body, { level: 9 }),
        etag: `"${sha.slice(0, 27)}"`,
        hash: sha.slice(0, 16),
        integrity: `sha384-${createHash('sha384').update(body).digest('base64')}`,
      };
    }
    return cached;
  };
}

/** The script in the best encoding the browser accepts (brotli, gzip, else plain). */
function sendScript(req: FastifyRequest, reply: FastifyReply, script: LoadedScript) {
  void reply.header('vary', 'accept-encoding');
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(script.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(script.gzip);
  return reply.send(script.body);
}

/** /widget: the Display Rata script for agencies' sites, and the demo listing page that carries it. */
export async function widgetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const apiPath = routePattern(routes.widgetConfig.path, app.config.productSlug).replace(
    ':slug',
    '',
  );
  const load = scriptLoader(
    app.config.webDist ? join(app.config.webDist, WIDGET_BUILD_FILE) : undefined,
    apiPath,
  );

  // Meant for other sites: any origin may load it; the portal's CSP does not apply to their pages.
  const scriptHeaders = (reply: FastifyReply) =>
    reply
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('text/javascript; charset=utf-8');
  const missing = (req: FastifyRequest, reply: FastifyReply) => {
    req.log.warn('widget Display Rata non compilato: esegui la build dell’interfaccia');
    return reply
      .status(404)
      .header('cache-control', 'no-store')
      .send('/* Display Rata non disponibile */\n');
  };

  // The stable URL the snippet holds, briefly cached.
  r.get('/display-rata.js', { schema: { hide: true } }, async (req, reply) => {
    scriptHeaders(reply);
    const script = load();
    if (!script) return missing(req, reply);
    reply.header('cache-control', SCRIPT_CACHE).header('etag', script.etag);
    if (req.headers['if-none-match'] === script.etag) return reply.status(304).send();
    return sendScript(req, reply, script);
  });

  // The same file under its content hash, cached for a year; an old hash gets 404 (the
  // stable URL still works), so a page pinned with SRI never runs a different file.
  r.get(
    '/display-rata.:hash.js',
    { schema: { hide: true, params: z.object({ hash: z.string().max(64) }) } },
    async (req, reply) => {
      scriptHeaders(reply);
      const script = load();
      if (!script || req.params.hash !== script.hash) return missing(req, reply);
      reply.header('cache-control', HASHED_CACHE).header('etag', script.etag);
      return sendScript(req, reply, script);
    },
  );

  // What the configurator offers to agencies that pin the file: its hashed URL and SRI.
  r.get('/display-rata.json', { schema: { hide: true } }, async (req, reply) => {
    const script = load();
    if (!script) {
      req.log.warn('widget Display Rata non compilato: esegui la build dell’interfaccia');
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send({
          message: 'Lo script Display Rata non è disponibile in questo momento.',
          code: ErrorCode.notFound,
          requestId: String(req.id),
        });
    }
    return reply.header('cache-control', 'no-cache').send({
      src: `/widget/display-rata.${script.hash}.js`,
      integrity: script.integrity,
    });
  });

  r.get(
    '/demo',
    {
      schema: {
        hide: true,
        querystring: z.object({ agenzia: z.string().max(200).optional() }),
      },
    },
    async (req, reply) => {
      const asked = req.query.agenzia?.trim().toLowerCase();
      const agency = await demoAgency(app.deps, asked);
      const html = renderDemoPage({
        agency,
        snippet: agency ? displayRataSnippet(app.config.publicUrl, agency.slug) : null,
        productName: app.config.productName,
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    },
  );

  r.get('/demo.js', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(renderDemoScript()),
  );
}
