import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { HOST_LAYOUTS, hostPage, pageCss } from './layouts';
import { TAILWIND_UTILITIES } from './tailwind-utilities';
import { pinnedCode, renderWordPress } from './wordpress';

const require = createRequire(import.meta.url);

/** Tailwind's preflight with its theme() fallbacks resolved, as a build would emit it. */
function tailwindCss(): string {
  const preflight = readFileSync(require.resolve('tailwindcss/preflight.css'), 'utf8').replace(
    /--theme\(\s*--[\w-]+,\s*([^;]*?)\s*\)\s*;/g,
    '$1;',
  );
  return `${preflight}\n${TAILWIND_UTILITIES}`;
}

const SHEETS: Record<string, () => string> = {
  '/css/bootstrap.min.css': () =>
    readFileSync(require.resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8'),
  '/css/tailwind.css': tailwindCss,
};

/**
 * The agencies' site: the gallery's pages (`/annunci?layout=N`), their own style sheets and the
 * frameworks' ones, on an origin of its own (not the portal's).
 */
export async function startHostSite(
  portal: string,
  slug: string,
): Promise<{ origin: string; server: Server }> {
  // The WordPress pages as the plugin renders them once set up as the agency would: its code,
  // the portal and the pinned code of its reserved area (decision 078).
  const { code } = await pinnedCode(portal, slug);
  const forms = [{ agenzia: slug, portale: portal, fissata: code }];
  const pages = HOST_LAYOUTS.map((layout, index) => {
    if (!layout.wordpress) return hostPage(layout, portal, slug, index);
    const wordpress = renderWordPress(layout.body, forms);
    return hostPage({ ...layout, body: wordpress.content }, portal, slug, index, wordpress.head);
  });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const layout = HOST_LAYOUTS[Number(url.searchParams.get('layout') ?? 'x')];
    const sheet = SHEETS[url.pathname];
    if (sheet || (url.pathname === '/css/pagina.css' && layout)) {
      res.writeHead(200, { 'content-type': 'text/css; charset=utf-8' });
      res.end(sheet ? sheet() : pageCss(layout!));
      return;
    }
    if (url.pathname !== '/annunci' || !layout) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('non trovato');
      return;
    }
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    for (const [name, value] of Object.entries(layout.headers ?? {}))
      headers[name] = value.replaceAll('{portal}', portal);
    res.writeHead(200, headers);
    res.end(pages[HOST_LAYOUTS.indexOf(layout)]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
