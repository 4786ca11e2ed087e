import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencies, services } from '../db/schema/index';
import { invalidatePublicServices } from '../modules/services/services-public.cache';
import { insertAgency } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import { RENDER_MODULE } from './prerendered-pages';
import { START_ON_GESTURE_CSP, START_ON_GESTURE_SCRIPT } from './start-on-gesture';

// A web build as scripts/web-build.mjs leaves it: the app's one index.html, its manifest,
// and the render module (here a stand-in that renders what it is given, routing as the
// app's route tree does: case-insensitive, the calculators' pages not prerendered).
const INDEX =
  '<html><head><title>Portale</title><!--app-config--></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-x0.js"></script></body></html>';
const CSS = '.hero{color:#1f4e79}';
const MANIFEST = {
  'index.html': { file: 'assets/index-x0.js' },
  'src/app/start.tsx': {
    file: 'assets/start-x1.js',
    imports: ['_react.js'],
    css: ['assets/start-x1.css'],
  },
  '_react.js': { file: 'assets/react-x2.js' },
  'src/app/areas/public-area.ts': { file: 'assets/public-x3.js', css: ['assets/gone-x4.css'] },
  'src/app/areas/reserved-area.ts': { file: 'assets/reserved-x5.js' },
};
/** What a prerendered page carries and the app's own page does not. */
const HYDRATION_MARK = '<script id="app-hydration"';

const MODULE = `
export const PRERENDERED = [
  { path: '/', start: 'gesture' },
  { path: '/services/displayRata', start: 'load', data: ['toolDefaults'] },
  { path: '/services/*', start: 'gesture' },
  { path: '/piano-acquisto/:agencySlug', start: 'load', data: ['toolDefaults', 'agencyShare'] },
  { path: '/area-riservata/login', start: 'load', signedIn: '/area-riservata/hub' },
];
const esc = (s) => s.replace(/</g, '&lt;');
export async function renderPage(url, data) {
  const u = new URL(url, 'http://x');
  const page = (route, main, extra = {}) => ({
    body: '<main>' + main + ' ' + esc(u.pathname + u.search) + '</main>',
    head: '<link rel="preload" as="image" href="/brand/hero.jpg"/>',
    title: 'Titolo · ' + data.config.productName,
    brandCss: ':root{--color-primary:' + data.config.brand.colors.primary + '}',
    status: 200,
    start: PRERENDERED.find((r) => r.path === route).start,
    route,
    hydration: { router: { loaderData: {} }, queries: { services: data.services, toolDefaults: data.toolDefaults ?? null, share: data.share ?? null } },
    ...extra,
  });
  if (data.services.some((s) => s.name === 'Guasto')) throw new Error('render failed');
  const path = u.pathname;
  if (/^\\/services\\/pianodacquisto$/i.test(path)) return null;
  if (/^\\/services\\/displayrata$/i.test(path)) return page('/services/displayRata', 'Display Rata');
  if (path.startsWith('/services/')) {
    const name = path.slice(10).split('/').map(decodeURIComponent).join('/');
    const found = data.services.some((s) => s.name === name);
    return page('/services/*', found ? 'Servizio ' + esc(name) : 'Servizio non trovato', { status: found ? 200 : 404 });
  }
  if (path.startsWith('/piano-acquisto/'))
    return page('/piano-acquisto/:agencySlug', data.share ? esc(data.share.agency.nome) : 'Agenzia non trovata', { status: data.share ? 200 : 404 });
  if (path === '/area-riservata/login') return page(path, 'Accedi');
  return page('/', 'Home: ' + data.services.map((s) => esc(s.name)).join(', ') + ' $& $1');
}`;

function fakeBuild(withRender: boolean): string {
  const dist = mkdtempSync(join(tmpdir(), 'portal-prerender-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.ssr'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    INDEX.replace('<div id="root"></div>', '<div id="root"></div>APP'),
  );
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dist, 'assets/start-x1.css'), CSS);
  if (withRender) writeFileSync(join(dist, RENDER_MODULE), MODULE);
  return dist;
}

let t: TestContext;
let noRender: TestContext;

beforeAll(async () => {
  t = await createTestApp({ config: { webDist: fakeBuild(true) } });
  noRender = await createTestApp({ config: { webDist: fakeBuild(false) } });
});
afterAll(async () => {
  await t.close();
  await noRender.close();
});

/** What the page carries for the app to take it over. */
function hydrationOf(body: string) {
  const data = /<script id="app-hydration" type="application\/json">(.*?)<\/script>/.exec(body);
  expect(data).not.toBeNull();
  expect(data![1]).not.toContain('</script>');
  return JSON.parse(data![1]!) as {
    queries: { services: { name: string }[]; toolDefaults: unknown; share: unknown };
  };
}

describe('the prerendered public pages (decision 091)', () => {
  it('answer the home as HTML with its content in #root of the app’s page, and what to hydrate it with, safely escaped', async () => {
    await t.app.db.insert(services).values({ name: 'Perizia </script><b>' });
    invalidatePublicServices(t.app.db);
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    // A page's headers, as every page of the portal; the one inline script allowed by its hash.
    expect(res.headers['content-security-policy']).toContain(
      `script-src 'self' ${START_ON_GESTURE_CSP}`,
    );
    expect(res.body).toContain(
      '<div id="root"><main>Home: Perizia &lt;/script>&lt;b> $& $1 /</main></div>',
    );
    expect(res.body).toContain('<title>Titolo · ');
    expect(res.body).not.toContain('<title>Portale</title>');
    expect(res.body).toContain('<script id="app-config" type="application/json">');
    expect(res.body).toContain('<style>:root{--color-primary:#');
    expect(hydrationOf(res.body).queries.services.map((s) => s.name)).toContain(
      'Perizia </script><b>',
    );
    // The app's own entry, once.
    expect(res.body.match(/src="\/assets\/index-x0.js"/g)).toHaveLength(1);
  });

  it('carry their stylesheets inside; a page to read waits for a gesture, a page with a form preloads the app', async () => {
    const home = (await t.app.inject({ url: '/' })).body;
    expect(home).toContain(`<style>${CSS}</style>`);
    expect(home).toContain(
      '<link rel="stylesheet" type="text/x-written-in-page" href="/assets/start-x1.css">',
    );
    expect(home).not.toContain('gone-x4.css');
    expect(home).toContain(`<script>${START_ON_GESTURE_SCRIPT}</script>`);
    expect(home).not.toContain('modulepreload');
    const login = (await t.app.inject({ url: '/area-riservata/login' })).body;
    expect(login).not.toContain(START_ON_GESTURE_SCRIPT);
    for (const file of ['start-x1.js', 'react-x2.js', 'public-x3.js', 'reserved-x5.js'])
      expect(login).toContain(
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}">`,
      );
    expect(login).not.toContain('href="/assets/index-x0.js"');
  });

  it('go compressed to a browser that accepts it', async () => {
    const plain = await t.app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await t.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('are rendered again after a catalogue change: a service an admin adds is on the next page', async () => {
    expect((await t.app.inject({ url: '/' })).body).not.toContain('Nuovo servizio');
    await t.app.db.insert(services).values({ name: 'Nuovo servizio' });
    invalidatePublicServices(t.app.db);
    const next = (await t.app.inject({ url: '/' })).body;
    expect(next).toContain('Nuovo servizio');
    expect(hydrationOf(next).queries.services.map((s) => s.name)).toContain('Nuovo servizio');
  });

  it('fall back to the app when a page cannot be rendered, never to an error', async () => {
    const [broken] = await t.app.db.insert(services).values({ name: 'Guasto' }).returning();
    invalidatePublicServices(t.app.db);
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('APP');
    expect(res.body).toContain('<script id="app-config"');
    await t.app.db.delete(services).where(eq(services.id, broken!.id));
    invalidatePublicServices(t.app.db);
    expect((await t.app.inject({ url: '/' })).body).toContain('<div id="root"><main>');
  });

  it('render a catalogue service’s page at its address, a 404 page for a name it lacks, and leave the app its own pages', async () => {
    await t.app.db.insert(services).values([{ name: 'Perizia Tecnica' }, { name: 'Mutuo 1/2' }]);
    invalidatePublicServices(t.app.db);
    // A name is the rest of the path, its `/` kept (decision 095); a name ending as a file does.
    const halves = await t.app.inject({ url: '/services/Mutuo%201/2' });
    expect([halves.statusCode, halves.body]).toEqual([
      200,
      expect.stringContaining('Servizio Mutuo 1/2 '),
    ]);
    const reserved = await t.app.inject({ url: '/area-riservata/services/Mutuo%203.14' });
    expect([reserved.statusCode, reserved.body]).toEqual([200, expect.stringContaining('APP')]);
    for (let i = 0; i < 2; i++) {
      // Rendered once, then kept: the same page both times, never with the query string.
      const res = await t.app.inject({ url: '/services/Perizia%20Tecnica?email=a%40b.it' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        '<main>Servizio Perizia Tecnica /services/Perizia%20Tecnica</main>',
      );
      expect(res.body).not.toContain('a@b.it');
      expect(res.body).not.toContain('a%40b.it');
    }
    const missing = await t.app.inject({
      url: '/services/Nessuno',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain(
      '<main>Servizio non trovato /services/Nessuno</main>',
    );
    // The app's other pages the pattern also matches, in any case, as its router reads them.
    for (const url of [
      '/services/pianodacquisto',
      '/services/PianoDAcquisto',
      '/services/DISPLAYRATA',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('APP');
    }
    // Percent-encoded paths: one letter encoded is refused, as on every route (decision 024).
    expect((await t.app.inject({ url: '/services/Perizi%61%20Tecnica' })).statusCode).toBe(400);
    const encoded = await t.app.inject({ url: '/services/display%52ata' });
    expect(encoded.statusCode).toBe(400);
    expect(encoded.body).toContain('Indirizzo non valido');
    expect((await t.app.inject({ url: '/%2F' })).statusCode).toBe(400);
  });

  it('render Display Rata’s page with the provider’s assumptions the API gives the calculators', async () => {
    const res = await t.app.inject({ url: '/services/displayRata' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><main>Display Rata /services/displayRata');
    const api = await t.app.inject({ url: '/v2/8volante/strumenti/parametri' });
    expect(hydrationOf(res.body).queries.toolDefaults).toEqual(api.json());
    // The home shows none: they are not read for it.
    expect(hydrationOf((await t.app.inject({ url: '/' })).body).queries.toolDefaults).toBeNull();
  });

  it('render an agency’s share page with the plan of its link, again when the agency changes; an unknown agency is a 404 page', async () => {
    const agency = await insertAgency(t.app.db, { nome: 'Casa <Luce>', slug: 'casa-luce' });
    const res = await t.app.inject({ url: '/piano-acquisto/casa-luce?prezzo=250000&anni=20' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<main>Casa &lt;Luce> /piano-acquisto/casa-luce?prezzo=250000&anni=20',
    );
    expect((await t.app.inject({ url: '/piano-acquisto/casa-luce' })).body).toContain(
      '<main>Casa &lt;Luce> /piano-acquisto/casa-luce</main>',
    );
    // The agency's new name is on the next page, though the catalogue is the same.
    await t.app.db.update(agencies).set({ nome: 'Casa Sole' }).where(eq(agencies.id, agency.id));
    expect((await t.app.inject({ url: '/piano-acquisto/casa-luce' })).body).toContain(
      '<main>Casa Sole',
    );
    for (const url of ['/piano-acquisto/nessuna-agenzia', '/piano-acquisto/NON-VALIDO']) {
      const missing = await t.app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('<main>Agenzia non trovata');
    }
    // An agency switched off names no one either.
    await t.app.db
      .update(agencies)
      .set({ state: 'DA CONFERMARE' })
      .where(eq(agencies.id, agency.id));
    expect((await t.app.inject({ url: '/piano-acquisto/casa-luce' })).statusCode).toBe(404);
  });

  it('never keep a visitor’s query string in a page served to the next ones', async () => {
    invalidatePublicServices(t.app.db);
    const first = await t.app.inject({ url: '/?email=mario.rossi%40example.it' });
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain('mario.rossi');
    expect((await t.app.inject({ url: '/' })).body).not.toContain('mario.rossi');
  });

  it('send a signed-in agency from the login to its hub, as the app’s guard does', async () => {
    const visitor = await t.app.inject({
      url: '/area-riservata/login?da=%2Farea-riservata%2Fsettings',
    });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('<main>Accedi /area-riservata/login</main>');
    for (const cookie of ['token=abc', 'tema=scuro; token=abc']) {
      const agency = await t.app.inject({ url: '/area-riservata/login', headers: { cookie } });
      expect(agency.statusCode, cookie).toBe(302);
      expect(agency.headers.location).toBe('/area-riservata/hub');
    }
    // Another cookie, or an empty one, is no session.
    for (const cookie of ['mytoken=abc', 'token=']) {
      const res = await t.app.inject({ url: '/area-riservata/login', headers: { cookie } });
      expect(res.statusCode, cookie).toBe(200);
    }
  });

  it('give a signed-in agency the app on the other public pages, not the page kept for visitors', async () => {
    for (const url of ['/', '/services/displayRata']) {
      const visitor = await t.app.inject({ url, headers: { cookie: 'mytoken=abc' } });
      expect(visitor.body, url).toContain(HYDRATION_MARK);
      const agency = await t.app.inject({ url, headers: { cookie: 'tema=scuro; token=abc' } });
      expect(agency.statusCode, url).toBe(200);
      expect(agency.body, url).toContain('APP');
      expect(agency.body, url).not.toContain(HYDRATION_MARK);
      expect(agency.body, url).not.toContain(START_ON_GESTURE_SCRIPT);
    }
  });

  it('never send the render module; other pages stay the app’s', async () => {
    const res = await t.app.inject({ url: '/.ssr/render-page.js' });
    expect(res.body).not.toContain('renderPage');
    expect((await t.app.inject({ url: '/area-riservata/hub' })).body).toContain('APP');
  });

  it('without their build, the app serves the home page', async () => {
    const res = await noRender.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('APP');
  });
});
