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
import { LIGHT_SERVER_MODULE, LIGHT_TEMPLATE } from './light-pages';

// A web build as scripts/web-build.mjs leaves it: the app's index.html, and the light
// pages' template and server module (here a stand-in that renders what it is given).
const TEMPLATE =
  '<html><head><title><!--light-title--></title><!--light-head--><link rel="stylesheet" crossorigin href="/assets/light-x1.css"><link rel="stylesheet" crossorigin href="/assets/gone-x2.css"><link rel="modulepreload" crossorigin href="/assets/react-x3.js"></head><body><div id="root"><!--light-body--></div><!--light-data--><script type="module" crossorigin src="/assets/light-x4.js"></script></body></html>';
const CSS = '.hero{color:#1f4e79}';
const MODULE = `
export const LIGHT_PATHS = ['/', '/services/displayRata', '/services/:name', '/piano-acquisto/:agencySlug', '/area-riservata/login'];
export const LIGHT_LEAVES_TO_APP = { '/services/:name': ['/services/displayRata', '/services/pianodacquisto'] };
export const LIGHT_SIGNED_IN = { '/area-riservata/login': '/area-riservata/hub' };
export const LIGHT_WITH_DEFAULTS = ['/services/displayRata', '/piano-acquisto/:agencySlug'];
export function renderLightPage(data) {
  const path = data.path;
  if (data.share !== undefined)
    return {
      body: '<main>' + (data.share ? data.share.agency.nome.replace(/</g, '&lt;') : 'Agenzia non trovata') + ' ' + JSON.stringify(data.query) + ' ' + data.location.pathname + data.location.search + '</main>',
      title: 'Piano',
      brandCss: '',
    };
  if (data.services.some((s) => s.name === 'Guasto')) throw new Error('render failed');
  if (path === '/services/:name') {
    const name = decodeURIComponent(data.location.pathname.split('/').pop());
    const found = data.services.some((s) => s.name === name);
    return {
      body: '<main>' + (found ? 'Servizio ' + name : 'Servizio non trovato') + ' ' + data.location.pathname + data.location.search + '</main>',
      title: name,
      brandCss: '',
      status: found ? 200 : 404,
    };
  }
  const names = data.services.map((s) => s.name.replace(/</g, '&lt;')).join(', ');
  return {
    body: '<main>' + path + ': ' + names + ' $& $1</main>',
    title: data.config.productName,
    brandCss: ':root{--color-primary:' + data.config.brand.colors.primary + '}',
  };
}`;

function fakeBuild(withLight: boolean): string {
  const dist = mkdtempSync(join(tmpdir(), 'portal-light-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.ssr'));
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><!--app-config--></head><body>APP</body></html>',
  );
  if (withLight) {
    writeFileSync(join(dist, 'assets/light-x1.css'), CSS);
    writeFileSync(join(dist, LIGHT_TEMPLATE), TEMPLATE);
    writeFileSync(join(dist, LIGHT_SERVER_MODULE), MODULE);
  }
  return dist;
}

let t: TestContext;
let noLight: TestContext;

beforeAll(async () => {
  t = await createTestApp({ config: { webDist: fakeBuild(true) } });
  noLight = await createTestApp({ config: { webDist: fakeBuild(false) } });
});
afterAll(async () => {
  await t.close();
  await noLight.close();
});

describe('the light public pages (decision 065)', () => {
  it('render the home page on the server, with the catalogue in the HTML and the data for hydration, safely escaped', async () => {
    await t.app.db.insert(services).values({ name: 'Perizia </script><b>' });
    invalidatePublicServices(t.app.db);
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    // A page's headers, as every page of the portal.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain(
      '<div id="root"><main>/: Perizia &lt;/script>&lt;b> $& $1</main></div>',
    );
    expect(res.body).toMatch(/<title>[^<]+<\/title>/);
    expect(res.body).toContain('<style>:root{--color-primary:#');
    const data = /<script id="light-data" type="application\/json">(.*?)<\/script>/.exec(res.body);
    expect(data).not.toBeNull();
    expect(data![1]).not.toContain('</script>');
    const parsed = JSON.parse(data![1]!) as { services: { name: string }[]; config: object };
    expect(parsed.services.map((s) => s.name)).toContain('Perizia </script><b>');
    expect(parsed.config).toHaveProperty('productSlug');
    expect(res.body).not.toContain('<!--light-');
  });

  it('carry their stylesheets inside, and go compressed to a browser that accepts it', async () => {
    const plain = await t.app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    // No request for a stylesheet before the first paint; a file that is not there keeps its link.
    expect(plain.body).toContain(`<style>${CSS}</style>`);
    // Named only for the scripts' loader, in a type no browser fetches (decision 080).
    expect(plain.body).not.toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/light-x1.css"/,
    );
    expect(plain.body).toContain(
      '<link rel="stylesheet" type="text/x-written-in-page" href="/assets/light-x1.css">',
    );
    expect(plain.body).toContain('href="/assets/gone-x2.css"');
    // The page is whole without its script: the script comes after what the first paint needs.
    expect(plain.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-x3.js">',
    );
    expect(plain.body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/light-x4.js">',
    );
    const br = await t.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const none = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });

  it('follow the catalogue: a service an admin adds is on the next page', async () => {
    await t.app.db.insert(services).values({ name: 'Nuovo servizio' });
    invalidatePublicServices(t.app.db);
    expect((await t.app.inject({ url: '/' })).body).toContain('Nuovo servizio');
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
    await t.app.db.insert(services).values({ name: 'Perizia Tecnica' });
    invalidatePublicServices(t.app.db);
    for (let i = 0; i < 2; i++) {
      // Rendered once, then kept: the same page both times, never with the query string.
      const res = await t.app.inject({ url: '/services/Perizia%20Tecnica?email=a%40b.it' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        '<main>Servizio Perizia Tecnica /services/Perizia%20Tecnica</main>',
      );
      expect(res.body).toContain('"path":"/services/:name"');
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
    // The calculators' pages are the app's, written in any case, as its router reads them.
    for (const url of [
      '/services/pianodacquisto',
      '/services/PianoDAcquisto',
      '/services/DISPLAYRATA',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('APP');
    }
    expect((await t.app.inject({ url: '/services/displayRata' })).body).toContain(
      '<main>/services/displayRata: ',
    );
    // One letter percent-encoded is refused, as on every route (decision 024).
    expect((await t.app.inject({ url: '/services/Perizi%61%20Tecnica' })).statusCode).toBe(400);
  });

  it('render Display Rata’s page with the provider’s assumptions the API gives the calculators', async () => {
    const res = await t.app.inject({ url: '/services/displayRata' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><main>/services/displayRata: ');
    const data = /<script id="light-data" type="application\/json">(.*?)<\/script>/.exec(res.body);
    const parsed = JSON.parse(data![1]!) as { path: string; toolDefaults: unknown };
    expect(parsed.path).toBe('/services/displayRata');
    const api = await t.app.inject({ url: '/v2/8volante/strumenti/parametri' });
    expect(parsed.toolDefaults).toEqual(api.json());
    // The home shows none: they are not read for it.
    const home = await t.app.inject({ url: '/' });
    expect(home.body).not.toContain('"toolDefaults"');
    // One letter percent-encoded is refused in Italian, as on every route (decision 024).
    const encoded = await t.app.inject({ url: '/services/display%52ata' });
    expect(encoded.statusCode).toBe(400);
    expect(encoded.body).toContain('Indirizzo non valido');
  });

  it('render an agency’s share page for each request, with the plan of its link; an unknown agency is a 404 page', async () => {
    const agency = await insertAgency(t.app.db, { nome: 'Casa <Luce>', slug: 'casa-luce' });
    const res = await t.app.inject({ url: '/piano-acquisto/casa-luce?prezzo=250000&anni=20' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main>Casa &lt;Luce>');
    expect(res.body).toContain('"prezzo":"250000"');
    expect(res.body).toContain('"anni":"20"');
    expect(res.body).toContain('/piano-acquisto/casa-luce?prezzo=250000&anni=20');
    // Not kept: the agency's new name is on the next page, though the catalogue is the same.
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
    const next = await t.app.inject({ url: '/' });
    expect(next.body).not.toContain('mario.rossi');
  });

  it('send a signed-in agency from the login to its hub, as the app’s guard does', async () => {
    const visitor = await t.app.inject({
      url: '/area-riservata/login?da=%2Farea-riservata%2Fsettings',
    });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('<main>/area-riservata/login: ');
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

  it('never send their template as it is; other pages stay the app’s', async () => {
    for (const url of ['/light.html', '/.ssr/light.html', '/.ssr/light-server.js']) {
      const res = await t.app.inject({ url });
      expect(res.body, url).not.toContain('<!--light-');
      expect(res.body, url).not.toContain('renderLightPage');
    }
    expect((await t.app.inject({ url: '/area-riservata/hub' })).body).toContain('APP');
    // The path percent-encoded is refused as ambiguous, as on every route.
    expect((await t.app.inject({ url: '/%2F' })).statusCode).toBe(400);
  });

  it('without their build, the app serves the home page', async () => {
    const res = await noLight.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('APP');
  });
});
