import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PublicConfig, Service } from '@portal/shared';
import { getPublicServices } from '../modules/services/services-public.cache';
import { safeJson } from './safe-json';

/** What the web build's server module (apps/web/src/app/light/light-server.tsx) exports. */
interface LightServerModule {
  LIGHT_PATHS: string[];
  renderLightPage(
    path: string,
    data: { config: PublicConfig; services: Service[] },
  ): { body: string; title: string; brandCss: string };
}

/**
 * Where the web build leaves the light pages' template (moved out of the served folder: it
 * is only ever sent filled in) and their server module.
 */
export const LIGHT_TEMPLATE = join('.ssr', 'light.html');
export const LIGHT_SERVER_MODULE = join('.ssr', 'light-server.js');

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The light public pages (decision 065): the home page rendered here from the SPA's own
 * components, with the catalogue and the price list in the HTML, hydrated by a script
 * without the router, zod or the query library. Rendered once per catalogue (its ETag) and
 * kept; a page that fails to render falls back to the app (`fallback`), never to an error.
 * Without a build of the light pages, nothing is registered and the app serves every page.
 */
export async function registerLightPages(
  app: FastifyInstance,
  distDir: string,
  publicConfig: PublicConfig,
  fallback: (path: string) => string,
): Promise<void> {
  const templateFile = join(distDir, LIGHT_TEMPLATE);
  const moduleFile = join(distDir, LIGHT_SERVER_MODULE);
  if (!existsSync(templateFile) || !existsSync(moduleFile)) return;
  const template = readFileSync(templateFile, 'utf8');
  const server = (await import(pathToFileURL(moduleFile).href)) as LightServerModule;
  /** The rendered page of each path, for the catalogue of one ETag. */
  let rendered = { etag: '', pages: new Map<string, string>() };

  const render = (path: string, services: Service[]) => {
    const data = { config: publicConfig, services };
    const page = server.renderLightPage(path, data);
    return template
      .replace('<!--light-title-->', escapeText(page.title))
      .replace('<!--light-head-->', `<style>${page.brandCss}</style>`)
      .replace('<!--light-body-->', () => page.body)
      .replace(
        '<!--light-data-->',
        () => `<script id="light-data" type="application/json">${safeJson(data)}</script>`,
      );
  };

  for (const path of server.LIGHT_PATHS) {
    app.get(path, { schema: { hide: true } }, async (req, reply) => {
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      try {
        const { body, etag } = await getPublicServices(app.db, app.clock.now());
        if (rendered.etag !== etag) rendered = { etag, pages: new Map() };
        let html = rendered.pages.get(path);
        if (html === undefined) {
          html = render(path, JSON.parse(body.toString('utf8')) as Service[]);
          rendered.pages.set(path, html);
        }
        return reply.send(html);
      } catch (error) {
        req.log.error({ err: error }, 'pagina pubblica non generata: servo l’app');
        return reply.send(fallback(path));
      }
    });
  }
}
