import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicConfig } from '@portal/shared';
import { registerSpa } from './spa';

// The built SPA as the server serves it: index.html with the injected configuration for
// every page, hashed assets cached for a year and sent in their precompressed form.
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let app: FastifyInstance;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'portal-spa-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><!--app-config--></head><body></body></html>',
  );
  writeFileSync(join(dist, 'assets/index-abc.js'), script);
  writeFileSync(join(dist, 'assets/index-abc.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/index-abc.js.gz'), gzipSync(script));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc.js', imports: ['_react.js'] },
      _react: { file: 'assets/react.js' },
      '_react.js': { file: 'assets/react.js' },
      '_contracts.js': { file: 'assets/contracts.js' },
      'src/app/areas/reserved-area.ts': {
        file: 'assets/reserved.js',
        imports: ['_react.js', '_contracts.js'],
        css: ['assets/reserved.css'],
      },
      'src/app/areas/admin-area.ts': { file: 'assets/admin.js', imports: ['_contracts.js'] },
      'src/app/areas/reserved-pages.ts': {
        file: 'assets/reserved-pages.js',
        imports: ['_contracts.js'],
      },
      'src/app/areas/admin-pages.ts': { file: 'assets/admin-pages.js' },
      'src/app/areas/public-area.ts': { file: 'assets/public.js' },
    }),
  );
  app = Fastify();
  const config = {
    productName: 'Prova </script>',
    productSlug: 'prova',
  } as unknown as PublicConfig;
  await registerSpa(app, dist, config);
  await app.ready();
});
afterAll(() => app.close());

describe('the built SPA', () => {
  it('answers every page with index.html carrying the configuration, safely escaped', async () => {
    const res = await app.inject({ url: '/area-riservata/hub' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<script id="app-config" type="application/json">');
    expect(res.body).toContain('Prova \\u003c/script\\u003e');
    expect(res.body).not.toContain('Prova </script>');
  });

  it('preloads the code of the area the page belongs to, not the shell again', async () => {
    const reserved = (await app.inject({ url: '/area-riservata/hub' })).body;
    expect(reserved).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/reserved.js">',
    );
    expect(reserved).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/contracts.js">',
    );
    expect(reserved).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/reserved.css">',
    );
    expect(reserved).not.toContain('href="/assets/react.js"');
    expect(reserved).not.toContain('admin.js');
    expect(reserved).not.toContain('public.js');
    // The login page sits in the public frame: both areas.
    const login = (await app.inject({ url: '/area-riservata/login' })).body;
    expect(login).toContain('href="/assets/reserved.js"');
    expect(login).toContain('href="/assets/public.js"');
    const admin = (await app.inject({ url: '/admin/hub' })).body;
    expect(admin).toContain('href="/assets/admin.js"');
    expect(admin).not.toContain('reserved');
    // A hub is in its area's chunk; the area's other pages in a chunk of their own, preloaded
    // with it rather than asked for once the area's code has run.
    expect(reserved).not.toContain('reserved-pages.js');
    expect(admin).not.toContain('admin-pages.js');
    const appointments = (await app.inject({ url: '/area-riservata/appuntamenti' })).body;
    expect(appointments).toContain('href="/assets/reserved.js"');
    expect(appointments).toContain('href="/assets/reserved-pages.js"');
    const desk = (await app.inject({ url: '/admin/appuntamenti' })).body;
    expect(desk).toContain('href="/assets/admin.js"');
    expect(desk).toContain('href="/assets/admin-pages.js"');
    const home = (await app.inject({ url: '/' })).body;
    expect(home).toContain('href="/assets/public.js"');
    expect((await app.inject({ url: '/administrator' })).body).toContain(
      'href="/assets/public.js"',
    );
  });

  it('sends the page compressed to a browser that accepts it, plain otherwise', async () => {
    const plain = await app.inject({ url: '/area-riservata/hub' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await app.inject({
      url: '/area-riservata/hub',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({
      url: '/admin/hub',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0.8' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(
      (await app.inject({ url: '/admin/hub' })).body,
    );
  });

  it('keeps the build manifest to itself', async () => {
    expect((await app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('sends the brotli copy of an asset to a browser that accepts it, cached for a year', async () => {
    const res = await app.inject({
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await app.inject({
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('answers a missing asset with a real 404, not the page', async () => {
    const res = await app.inject({ url: '/assets/index-old.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('File non trovato');
  });

  it('answers an unknown API address with the JSON error shape', async () => {
    const res = await app.inject({ url: '/v2/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Indirizzo dell’API non trovato.' });
  });
});
