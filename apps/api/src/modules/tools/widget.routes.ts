import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { displayRataSnippet } from '@portal/shared';
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

const SCRIPT_CACHE = 'public, max-age=300, stale-while-revalidate=3600';

interface LoadedScript {
  mtimeMs: number;
  body: string;
  etag: string;
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
      const body = readFileSync(file, 'utf8').split(WIDGET_API_PLACEHOLDER).join(apiPath);
      cached = {
        mtimeMs,
        body,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      };
    }
    return cached;
  };
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
  r.get('/display-rata.js', { schema: { hide: true } }, async (req, reply) => {
    reply
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('text/javascript; charset=utf-8');
    const script = load();
    if (!script) {
      req.log.warn('widget Display Rata non compilato: esegui la build dell’interfaccia');
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send('/* Display Rata non disponibile */\n');
    }
    reply.header('cache-control', SCRIPT_CACHE).header('etag', script.etag);
    if (req.headers['if-none-match'] === script.etag) return reply.status(304).send();
    return script.body;
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
