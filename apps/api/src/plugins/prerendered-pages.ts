import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type {
  PianoShare,
  PublicConfig,
  PublicContestRules,
  Service,
  ToolDefaults,
} from '@portal/shared';
import { COOKIE } from '@portal/shared/cookies';
import { publicRules } from '../modules/contest/contest.service';
import { loadToolDefaults } from '../modules/tools/tools.service';
import { getPublicServices } from '../modules/services/services-public.cache';
import { agencyShare } from './agency-share';
import { encodeHtml, sendHtml, sendHtmlOnce, type EncodedHtml } from './html-encoding';
import { hasCookie, inlineStylesheets } from './page-stylesheets';
import { safeJson } from './safe-json';
import { modulePreloads, pageFiles, readManifest } from './spa-preload';
import { START_ON_GESTURE_SCRIPT } from './start-on-gesture';

/** A route the web build prerenders (apps/web/src/app/prerender/prerendered-routes.ts). */
interface PrerenderedRoute {
  path: string;
  start: 'load' | 'gesture';
  data?: readonly ('toolDefaults' | 'agencyShare' | 'contestRules')[];
  signedIn?: string;
}

/** What the web build's render module (apps/web/src/app/prerender/render-page.tsx) exports. */
interface RenderModule {
  PRERENDERED: PrerenderedRoute[];
  renderPage(
    url: string,
    data: {
      config: PublicConfig;
      services: Service[];
      toolDefaults?: ToolDefaults;
      share?: PianoShare | null;
      contestRules?: PublicContestRules;
    },
  ): Promise<{
    body: string;
    head: string;
    title: string;
    brandCss: string;
    status: number;
    start: 'load' | 'gesture';
    route: string;
    hydration: unknown;
  } | null>;
}

/** Where the web build leaves the render module (scripts/web-build.mjs). */
export const RENDER_MODULE = join('.ssr', 'render-page.js');

/** How many rendered pages are kept (the fixed ones, a few dozen services' and agencies'). */
const KEPT_PAGES = 200;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The public pages the route registry flags `prerender` (decision 091), rendered here
 * through the app's own route tree by the web build's render module, into the app's one
 * index.html (`page`: as the SPA sends it, with the configuration): the page's HTML in
 * #root, its stylesheets written into it, and what it was rendered with (the router's data
 * and the query cache) for the app to take it over. A page is kept, compressed, per what it
 * depends on (the catalogue's ETag, the provider's assumptions, the agency's answer, the
 * contest's rules) and
 * rendered again on the first request after one of them changes; a page with a query
 * string (a share link's plan) is rendered for its request. A page that fails to render, or
 * that the route tree does not give (a redirect), is the app's (`fallback`), never an error.
 * Without a build of the render module, nothing is registered and the app serves every page.
 */
export async function registerPrerenderedPages(
  app: FastifyInstance,
  distDir: string,
  publicConfig: PublicConfig,
  fallback: (path: string) => EncodedHtml,
  page: string,
): Promise<void> {
  const moduleFile = join(distDir, RENDER_MODULE);
  if (!existsSync(moduleFile)) return;
  const render = (await import(pathToFileURL(moduleFile).href)) as RenderModule;
  const manifest = readManifest(distDir);
  const shareOf = agencyShare(app);
  const kept = new Map<string, { key: string; page: EncodedHtml }>();

  /** The template of a page at `pathname`: its stylesheets in, its scripts as its start says. */
  const templateFor = (pathname: string, start: 'load' | 'gesture') => {
    const files = manifest ? pageFiles(manifest, pathname) : { js: [], css: [] };
    const head =
      inlineStylesheets(distDir, files.css) +
      (start === 'gesture'
        ? `<script>${START_ON_GESTURE_SCRIPT}</script>`
        : modulePreloads(files.js));
    return page.replace('</head>', () => `${head}</head>`);
  };

  for (const route of render.PRERENDERED) {
    const withDefaults = route.data?.includes('toolDefaults') ?? false;
    const ofOneAgency = route.data?.includes('agencyShare') ?? false;
    const withContest = route.data?.includes('contestRules') ?? false;
    app.get(route.path, { schema: { hide: true } }, async (req, reply) => {
      const signedIn = hasCookie(req.headers.cookie, COOKIE.userToken);
      // As the app's guard: the session cookie is there, the page is not for this visitor.
      if (route.signedIn && signedIn) return reply.redirect(route.signedIn);
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      const q = req.url.indexOf('?');
      const pathname = q < 0 ? req.url : req.url.slice(0, q);
      // A signed-in agency gets the app, which shows the page as it is for it (its own links),
      // at once: the page kept is a visitor's, taken over only at a gesture (decisions 080, 099).
      if (signedIn) return sendHtml(req, reply, fallback(pathname));
      try {
        const now = app.clock.now();
        const slug = (req.params as { agencySlug?: string }).agencySlug ?? '';
        const [{ body, etag }, toolDefaults, share, contestRules] = await Promise.all([
          getPublicServices(app.db, now),
          withDefaults ? loadToolDefaults(app.db, req.log, now) : undefined,
          ofOneAgency ? shareOf(slug) : undefined,
          withContest ? publicRules(app.db) : undefined,
        ]);
        // A page kept for everyone is rendered at its own address: a visitor's query string
        // only on a page rendered for that request (a share link's plan).
        const search = ofOneAgency && q >= 0 ? req.url.slice(q) : '';
        const key = `${etag} ${JSON.stringify(toolDefaults ?? null)} ${JSON.stringify(share ?? null)} ${JSON.stringify(contestRules ?? null)}`;
        const hit = search === '' ? kept.get(pathname) : undefined;
        if (hit?.key === key) return sendHtml(req, reply, hit.page);
        const services = JSON.parse(body.toString('utf8')) as Service[];
        const rendered = await render.renderPage(`${pathname}${search}`, {
          config: publicConfig,
          services,
          toolDefaults,
          share,
          contestRules,
        });
        // Another route of the app that this pattern also matches (`/services/DISPLAYRATA`,
        // the router ignores case), or no prerendered page: the app's.
        if (rendered?.route !== route.path) return sendHtml(req, reply, fallback(pathname));
        const html = templateFor(pathname, rendered.start)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(rendered.title)}</title>`)
          .replace('</head>', () => `<style>${rendered.brandCss}</style>${rendered.head}</head>`)
          .replace(
            '<div id="root"></div>',
            () =>
              `<div id="root">${rendered.body}</div><script id="app-hydration" type="application/json">${safeJson(rendered.hydration)}</script>`,
          );
        // A page that names nothing is not kept (any number of names can be asked).
        if (rendered.status !== 200 || search !== '')
          return sendHtmlOnce(req, reply.status(rendered.status), html);
        const encoded = encodeHtml(html);
        if (kept.size >= KEPT_PAGES) kept.clear();
        kept.set(pathname, { key, page: encoded });
        return sendHtml(req, reply, encoded);
      } catch (error) {
        req.log.error({ err: error }, 'pagina pubblica non generata: servo l’app');
        return sendHtml(req, reply.status(200), fallback(pathname));
      }
    });
  }
}
