import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicConfig } from '@portal/shared';
import { COOKIE } from '@portal/shared/cookies';
import { sendHtmlOnce } from './html-encoding';
import { hasCookie, readManifest, withStages, withStylesheets } from './page-template';
import { safeJson } from './safe-json';
import { areaModules } from './spa-preload';

/** What the web build's server module exports for the app pages (apps/web/src/app/ssr). */
export interface AppPagesModule {
  APP_PAGES: readonly string[];
  renderAppPage(
    url: string,
    request: { cookie: string; fetch: typeof fetch },
    config: PublicConfig,
  ): Promise<{ body: string; title: string; brandCss: string; state: unknown } | null>;
}

/** The app's entry for a page the server rendered: it fetches the app after the first paint. */
const APP_BOOT = 'src/app/ssr/app-boot.ts';
/** The module that starts (here: hydrates) the app. */
const APP_START = 'src/app/start.tsx';

/** Longest wait for a page's render before the app is sent instead (the API is slow). */
const RENDER_LIMIT_MS = 4000;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The app pages an agency and an administrator open first (the hubs, the appointments),
 * rendered by the server for the request's session with their data, then hydrated by the app
 * (decision 067): they paint with the first bytes instead of after the app's code and the
 * API's answers. Without the session's cookie, or when the page cannot be rendered whole
 * (a guard's redirect, a query refused, a render too slow), the app is sent as for every
 * other page (`fallback`), and does what it always did. Never kept: each is one session's.
 */
export function registerAppPages(
  app: FastifyInstance,
  distDir: string,
  publicConfig: PublicConfig,
  server: AppPagesModule,
  fallback: (path: string) => string,
): void {
  const indexFile = join(distDir, 'index.html');
  const manifest = readManifest(distDir);
  if (!manifest || !existsSync(indexFile)) return;
  const boot = manifest[APP_BOOT]?.file;
  if (!boot) return;
  const index = readFileSync(indexFile, 'utf8')
    .replace(
      '<!--app-config-->',
      `<script id="app-config" type="application/json">${safeJson(publicConfig)}</script>`,
    )
    // The app's scripts come after the first paint, through the boot entry.
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<script type="module"[^>]*src="\/assets\/[^"]+\.js"[^>]*><\/script>/g, '')
    .replace(
      '</head>',
      `<script type="module" crossorigin fetchpriority="low" src="/${boot}"></script></head>`,
    );
  const fetchFor = inProcessFetch(app);

  for (const path of server.APP_PAGES) {
    const admin = path.startsWith('/admin/');
    const cookieName = admin ? COOKIE.adminAccess : COOKIE.userToken;
    const modules = areaModules(path);
    const template = withStages(withStylesheets(index, distDir, manifest, modules), manifest, [
      APP_START,
      ...modules,
    ]);
    app.get(path, { schema: { hide: true } }, async (req, reply) => {
      void reply.type('text/html; charset=utf-8');
      const cookie = req.headers.cookie ?? '';
      if (!hasCookie(cookie, cookieName)) {
        return sendHtmlOnce(req, reply.header('cache-control', 'no-cache'), fallback(path));
      }
      // One session's page: never kept by a cache, never served for another cookie.
      void reply.header('cache-control', 'no-store').header('vary', 'cookie');
      let page: Awaited<ReturnType<AppPagesModule['renderAppPage']>> = null;
      try {
        page = await withinLimit(
          server.renderAppPage(
            `http://localhost${req.url}`,
            { cookie, fetch: fetchFor(req) },
            publicConfig,
          ),
        );
      } catch (error) {
        req.log.error({ err: error }, 'pagina dell’app non generata: servo l’app');
      }
      if (!page) return sendHtmlOnce(req, reply, fallback(path));
      const { title, brandCss } = page;
      // Replaced by functions: a `$&` in a name is text, not a pattern.
      const html = template
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
        .replace('</head>', () => `<style>${brandCss}</style></head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`)
        .replace(
          '</body>',
          () =>
            `<script id="app-page" type="application/json">${safeJson(page.state)}</script></body>`,
        );
      return sendHtmlOnce(req, reply, html);
    });
  }
}

/** The render, or null past RENDER_LIMIT_MS. */
async function withinLimit<T>(render: Promise<T | null>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RENDER_LIMIT_MS);
  });
  try {
    return await Promise.race([render, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * fetch for the page's API calls: answered by this process's own routes (no socket), from the
 * address of the browser's request, with the headers the app's client sets (its session).
 */
function inProcessFetch(app: FastifyInstance) {
  return (req: FastifyRequest): typeof fetch =>
    async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      const res = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url,
        headers: { ...headers, 'user-agent': req.headers['user-agent'] ?? '' },
        payload: typeof init?.body === 'string' ? init.body : undefined,
        remoteAddress: req.ip,
      });
      const answer = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined)
          answer.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const empty = res.statusCode === 204 || res.statusCode === 304;
      return new Response(empty ? null : res.rawPayload, {
        status: res.statusCode,
        headers: answer,
      });
    };
}
