import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAgency, loginAgency } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import { dependencyOrder } from './page-template';
import { LIGHT_SERVER_MODULE, LIGHT_TEMPLATE } from './light-pages';

// A web build as scripts/web-build.mjs leaves it (decision 067): the app's index.html with
// its scripts and stylesheet, the manifest, and the server module, here a stand-in that
// renders what the API answers it in process with the request's session (the real one is
// rendered in the browser journeys, e2e/app-pages-ssr.spec.ts).
const INDEX =
  '<html><head><title>Portale</title><!--app-config--><script type="module" crossorigin src="/assets/react-a1.js"></script><link rel="modulepreload" crossorigin href="/assets/router-a2.js"><script type="module" crossorigin src="/assets/index-a3.js"></script><link rel="stylesheet" crossorigin href="/assets/index-a4.css"></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-a3.js', imports: ['_react-a1.js', 'src/app/start.tsx'] },
  '_react-a1.js': { file: 'assets/react-a1.js' },
  'src/app/start.tsx': { file: 'assets/start-a5.js', imports: ['_react-a1.js', '_router-a2.js'] },
  '_router-a2.js': { file: 'assets/router-a2.js', imports: ['_react-a1.js'] },
  'src/app/ssr/app-boot.ts': { file: 'assets/app-boot-a6.js' },
  'src/app/areas/reserved-area.ts': {
    file: 'assets/reserved-area-a7.js',
    imports: ['_router-a2.js'],
    css: ['assets/reserved-area-a8.css'],
  },
};
const MODULE = `
export const LIGHT_PATHS = [];
export function renderLightPage() { throw new Error('no light pages here'); }
export const APP_PAGES = ['/area-riservata/hub', '/admin/hub'];
export async function renderAppPage(url, request, config) {
  if (request.cookie.includes('token=lento')) return new Promise(() => undefined);
  if (request.cookie.includes('token=rotto')) throw new Error('render failed');
  const token = /token=([^;]+)/.exec(request.cookie)[1];
  const res = await request.fetch('/v2/' + config.productSlug + '/user/user_fetchMeFromToken', {
    headers: { Authorization: 'Bearer ' + token, Accept: 'application/json' },
  });
  if (!res.ok) return null;
  const me = await res.json();
  return {
    body: '<main>' + new URL(url).pathname + ': ' + me.nome.replace(/</g, '&lt;') + ' $& $1</main>',
    title: 'Hub $& · ' + config.productName,
    brandCss: ':root{--color-primary:#123456}',
    state: { queries: { queries: [{ name: me.nome }] }, loaderData: { root: null } },
  };
}`;

function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'portal-app-pages-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.ssr'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dist, 'assets/index-a4.css'), '.shell{margin:0}');
  writeFileSync(join(dist, 'assets/reserved-area-a8.css'), '.hub{color:#1f4e79}');
  writeFileSync(join(dist, LIGHT_TEMPLATE), '<html><body><!--light-body--></body></html>');
  writeFileSync(join(dist, LIGHT_SERVER_MODULE), MODULE);
  return dist;
}

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ config: { webDist: fakeBuild() } });
  await insertAgency(t.app.db, { email: 'ssr@example.it', nome: 'Agenzia <Rossi>' });
  token = await loginAgency(t.app, 'ssr@example.it');
});
afterAll(() => t.close());

const hub = (cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    url: '/area-riservata/hub',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });

describe('the app pages the server renders for the session (decision 067)', () => {
  it('render the hub with the data the API answers for the cookie’s session, never kept by a cache', async () => {
    const res = await hub(`altro=1; token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toContain('cookie');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain(
      '<div id="root"><main>/area-riservata/hub: Agenzia &lt;Rossi> $& $1</main></div>',
    );
    expect(res.body).toContain('<title>Hub $&amp; · ');
    expect(res.body).toContain('<style>:root{--color-primary:#123456}</style>');
    // The state for hydration, escaped for a script element.
    expect(res.body).toContain(
      '<script id="app-page" type="application/json">{"queries":{"queries":[{"name":"Agenzia \\u003cRossi\\u003e"}]},"loaderData":{"root":null}}</script>',
    );
  });

  it('paint with the page alone: stylesheets written in, the app’s scripts only through the boot entry, listed in dependency order', async () => {
    const { body } = await hub(`token=${token}`);
    expect(body).toContain('<style>.shell{margin:0}</style>');
    expect(body).toContain('<style>.hub{color:#1f4e79}</style>');
    // Named for the scripts' loader, in a type no browser fetches or applies.
    expect(body).toContain(
      '<link rel="stylesheet" type="text/x-written-in-page" href="/assets/reserved-area-a8.css">',
    );
    expect(body).not.toMatch(/<link rel="stylesheet" crossorigin/);
    expect(body).not.toContain('modulepreload');
    expect(body).not.toContain('src="/assets/index-a3.js"');
    expect(body).not.toContain('src="/assets/react-a1.js"');
    expect(body).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/app-boot-a6.js"></script>',
    );
    expect(body).toContain(
      '<script id="app-stages" type="application/json">["/assets/react-a1.js","/assets/router-a2.js","/assets/start-a5.js","/assets/reserved-area-a7.js"]</script>',
    );
    // Not painted before the list that closes the body is parsed: no half-built first paint.
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#app-stages" blocking="render">');
    expect(body.lastIndexOf('id="app-stages"')).toBeGreaterThan(body.indexOf('id="root"'));
  });

  it('send the app, as for any other page, without the session’s cookie, with an empty one, or one of the other area', async () => {
    for (const cookie of [undefined, 'token=', `adminAccessToken=${token}`]) {
      const res = await hub(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('app-page');
    }
    // The admin hub asks for the admins' cookie: an agency's is not one.
    const admin = await t.app.inject({ url: '/admin/hub', headers: { cookie: `token=${token}` } });
    expect(admin.body).toContain('<div id="root"></div>');
  });

  it('send the app when the session is refused, the render fails or takes too long: never an error page', async () => {
    for (const cookie of ['token=scaduto', 'token=rotto']) {
      const res = await hub(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('app-page');
    }
    const started = Date.now();
    const slow = await hub('token=lento');
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toContain('<div id="root"></div>');
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 15_000);

  it('answer a path with a letter percent-encoded as every route does: refused, never rendered', async () => {
    for (const url of ['/area-riservata/%68ub', '/%61rea-riservata/hub', '/area-riservata%2Fhub']) {
      const res = await t.app.inject({ url, headers: { cookie: `token=${token}` } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('Agenzia &lt;Rossi>');
    }
  });

  it('compress a page made for one request in the encoding the browser takes', async () => {
    const res = await hub(`token=${token}`, { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('Agenzia &lt;Rossi>');
  });

  it('list a build’s files each after those it imports, once', () => {
    expect(
      dependencyOrder(MANIFEST, ['src/app/start.tsx', 'src/app/areas/reserved-area.ts']),
    ).toEqual([
      'assets/react-a1.js',
      'assets/router-a2.js',
      'assets/start-a5.js',
      'assets/reserved-area-a7.js',
    ]);
    expect(dependencyOrder(MANIFEST, ['missing'])).toEqual([]);
  });
});
