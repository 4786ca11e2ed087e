import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PublicConfig, Service, ToolDefaults } from '@portal/shared';
import { COOKIE } from '@portal/shared/cookies';
import { loadToolDefaults } from '../modules/tools/tools.service';
import { getPublicServices } from '../modules/services/services-public.cache';
import { encodeHtml, sendHtml, sendHtmlOnce, type EncodedHtml } from './html-encoding';
import { agencyPageData, type AgencyPageData } from './light-page-data';
import { safeJson } from './safe-json';
import {
  hasCookie,
  lowPriorityScripts,
  withStages,
  withStylesheets,
  readManifest,
  withLater,
} from './page-template';

/** What the web build's server module (apps/web/src/app/light/light-server.tsx) exports. */
interface LightServerModule {
  LIGHT_PATHS: string[];
  /** Each path's content module, as the build's manifest names it. */
  LIGHT_MODULES?: Record<string, string>;
  /** Pages a signed-in agency skips, and where it goes instead. */
  LIGHT_SIGNED_IN?: Record<string, string>;
  /** The paths that show the provider's assumptions. */
  LIGHT_WITH_DEFAULTS?: string[];
  /** Modules a page imports on use, preloaded once it is idle (decision 068). */
  LIGHT_LATER?: Record<string, string[]>;
  /** The app's pages a light route with a parameter also matches: the app answers them. */
  LIGHT_LEAVES_TO_APP?: Record<string, readonly string[]>;
  renderLightPage(data: LightData): {
    body: string;
    title: string;
    brandCss: string;
    /** 404 for a page that names nothing (an unknown service); 200 when absent. */
    status?: number;
  };
}

/** What a light page is rendered with, and hydrated with (written into the page). */
interface LightData extends Partial<AgencyPageData> {
  /** Which page: one of LIGHT_PATHS (a route, `/piano-acquisto/:agencySlug`). */
  path: string;
  /** The address the page was asked on. */
  location: { pathname: string; search: string };
  config: PublicConfig;
  services: Service[];
  toolDefaults?: ToolDefaults;
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
 * The light public pages (decision 065): the home page and Display Rata's page rendered
 * here from the SPA's own components, with the catalogue, the price list and the provider's
 * assumptions in the HTML, hydrated by a script without the router, zod or the query
 * library. Their stylesheets are written into the page (no request before the first paint
 * on a slow network) and the page is sent compressed. Rendered once per catalogue (its
 * ETag) and assumptions, and kept, compressed; a page that fails to render falls back to
 * the app (`fallback`), never to an error. Without a build of the light pages, nothing is
 * registered and the app serves every page.
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
  const server = (await import(pathToFileURL(moduleFile).href)) as LightServerModule;
  const base = lowPriorityScripts(readFileSync(templateFile, 'utf8'));
  const manifest = readManifest(distDir);
  const templates = new Map(
    server.LIGHT_PATHS.map((path) => {
      const modules = [HYDRATION_MODULE, server.LIGHT_MODULES?.[path]].filter(
        (m): m is string => m !== undefined,
      );
      const page = withStylesheets(base, distDir, manifest, modules);
      if (!manifest) return [path, page];
      const later = server.LIGHT_LATER?.[path] ?? [];
      return [path, withLater(withStages(page, manifest, modules), manifest, modules, later)];
    }),
  );
  /**
   * The rendered page of each path (of each address, for a route with a parameter), with
   * what it was rendered for (catalogue ETag, assumptions); at most KEPT_PAGES, since a
   * service's name can be written in many ways.
   */
  const rendered = new Map<string, { key: string; page: EncodedHtml }>();

  const render = (data: LightData) => {
    const page = server.renderLightPage(data);
    const html = templates
      .get(data.path)!
      .replace('<!--light-title-->', escapeText(page.title))
      .replace('<!--light-head-->', `<style>${page.brandCss}</style>`)
      .replace('<!--light-body-->', () => page.body)
      .replace(
        '<!--light-data-->',
        () => `<script id="light-data" type="application/json">${safeJson(data)}</script>`,
      );
    return { html, status: page.status ?? 200 };
  };

  const agencyData = agencyPageData(app);
  for (const path of server.LIGHT_PATHS) {
    // A route with a parameter is a page of its address (a catalogue service's), or of one
    // agency (the share link): that one rendered for each request.
    const perAddress = path.includes(':');
    const ofOneAgency = path.includes(':agencySlug');
    const leaves = new Set(server.LIGHT_LEAVES_TO_APP?.[path]?.map((p) => p.toLowerCase()));
    const signedInTo = server.LIGHT_SIGNED_IN?.[path];
    // Read only for the pages that show them: the others cost no query per request.
    const withDefaults = server.LIGHT_WITH_DEFAULTS?.includes(path) ?? false;
    app.get(path, { schema: { hide: true } }, async (req, reply) => {
      // As the app's guard: the session cookie is there, the login is not needed.
      if (signedInTo && hasCookie(req.headers.cookie, COOKIE.userToken))
        return reply.redirect(signedInTo);
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      try {
        const now = app.clock.now();
        const [{ body, etag }, toolDefaults, agency] = await Promise.all([
          getPublicServices(app.db, now),
          withDefaults ? loadToolDefaults(app.db, req.log, now) : undefined,
          ofOneAgency ? agencyData(req) : undefined,
        ]);
        // A page kept for everyone is rendered at its own address: never with a visitor's
        // query string (it would be served to the next visitors).
        const q = req.url.indexOf('?');
        const pathname = !perAddress ? path : q < 0 ? req.url : req.url.slice(0, q);
        const search = ofOneAgency && q >= 0 ? req.url.slice(q) : '';
        if (leaves.has(pathname.toLowerCase())) return reply.send(fallback(pathname));
        const data = (services: Service[]): LightData => ({
          path,
          location: { pathname, search },
          config: publicConfig,
          services,
          toolDefaults,
          ...agency,
        });
        if (agency) {
          if (!agency.share) void reply.status(404);
          const services = JSON.parse(body.toString('utf8')) as Service[];
          return sendHtml(req, reply, encodeHtml(render(data(services)).html));
        }
        const key = `${etag} ${JSON.stringify(toolDefaults ?? null)}`;
        let kept = rendered.get(pathname);
        if (kept?.key !== key) {
          const { html, status } = render(data(JSON.parse(body.toString('utf8')) as Service[]));
          // A page that names nothing is not kept (any number of names can be asked).
          if (status !== 200) return sendHtmlOnce(req, reply.status(status), html);
          const page = encodeHtml(html);
          if (rendered.size >= KEPT_PAGES) rendered.clear();
          kept = { key, page };
          rendered.set(pathname, kept);
        }
        return sendHtml(req, reply, kept.page);
      } catch (error) {
        req.log.error({ err: error }, 'pagina pubblica non generata: servo l’app');
        return reply.status(200).send(fallback(path));
      }
    });
  }
}

/** How many rendered light pages are kept (the fixed ones, and a few dozen services'). */
const KEPT_PAGES = 200;

/**
 * The module the light pages' entry loads once the page has loaded (light-boot.ts); it then
 * loads the content module of its page.
 */
const HYDRATION_MODULE = 'src/app/light/light-main.tsx';
