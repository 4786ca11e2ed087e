import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayRataSettings } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAgency } from '../../test/fixtures';
import { WIDGET_API_PLACEHOLDER, WIDGET_BUILD_FILE } from './widget.routes';

let t: TestContext;
let noBuild: TestContext;
let demoSlug: string;
let offSlug: string;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'portal-widget-'));
  mkdirSync(join(dist, '.widget'));
  writeFileSync(
    join(dist, WIDGET_BUILD_FILE),
    `(function(){var api="${WIDGET_API_PLACEHOLDER}";})();\n`,
  );
  t = await createTestApp({ config: { webDist: dist } });
  noBuild = await createTestApp();
  await insertAgency(t.app.db, { nome: 'Non Demo', provenienza: 'web' });
  const demo = await insertAgency(t.app.db, { nome: 'Demo & Figli', provenienza: 'demo' });
  const off = await insertAgency(t.app.db, { nome: 'Spenta', provenienza: 'demo' });
  await t.app.db.insert(displayRataSettings).values({ agencyId: off.id, enabled: false });
  demoSlug = demo.slug;
  offSlug = off.slug;
});
afterAll(async () => {
  await t.close();
  await noBuild.close();
});

describe('GET /widget/display-rata.js', () => {
  it('serves the built script as JavaScript, open to every origin, briefly cached, with the API path filled in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/widget/display-rata.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=300/);
    expect(res.body).toContain(`"/v2/${t.config.productSlug}/strumenti/widget/"`);
    expect(res.body).not.toContain(WIDGET_API_PLACEHOLDER);

    const again = await t.app.inject({
      method: 'GET',
      url: '/widget/display-rata.js',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends brotli or gzip as the browser accepts, the same script either way', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/widget/display-rata.js' });
    const br = await t.app.inject({
      method: 'GET',
      url: '/widget/display-rata.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/widget/display-rata.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('offers the content-hashed URL with its SRI, cached for a year; another hash is 404', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/widget/display-rata.js' });
    const pin = await t.app.inject({ method: 'GET', url: '/widget/display-rata.json' });
    expect(pin.statusCode).toBe(200);
    const { src, integrity } = pin.json<{ src: string; integrity: string }>();
    expect(src).toMatch(/^\/widget\/display-rata\.[A-Za-z0-9_-]{16}\.js$/);
    expect(integrity).toBe(
      `sha384-${createHash('sha384').update(plain.rawPayload).digest('base64')}`,
    );
    const hashed = await t.app.inject({ method: 'GET', url: src });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['access-control-allow-origin']).toBe('*');
    expect(hashed.body).toBe(plain.body);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/widget/display-rata.AAAAAAAAAAAAAAAA.js',
    });
    expect(stale.statusCode).toBe(404);
  });

  it('answers 404 (as JavaScript) when the web build has not produced it', async () => {
    const res = await noBuild.app.inject({ method: 'GET', url: '/widget/display-rata.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    // The configurator's JSON answers in the API's own error shape, not with a script comment.
    const pin = await noBuild.app.inject({ method: 'GET', url: '/widget/display-rata.json' });
    expect(pin.statusCode).toBe(404);
    expect(pin.headers['content-type']).toMatch(/^application\/json/);
    expect(pin.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Lo script Display Rata non è disponibile in questo momento.',
    });
  });
});

describe('GET /widget/demo', () => {
  const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

  it('shows a listing page carrying the snippet of the first confirmed demo agency, under the portal’s CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/widget/demo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('Demo &amp; Figli');
    expect(res.body.match(/data-rata-prezzo=/g)).toHaveLength(3);
    const scripts = scriptsOf(res.body);
    expect(scripts).toEqual([
      `<script src="/widget/display-rata.js" data-agenzia="${demoSlug}" defer blocking="render">`,
      '<script src="/widget/demo.js" defer>',
    ]);
    // No inline script: every <script> has a src and nothing between the tags.
    expect(res.body).not.toMatch(/<script[^>]*>[^<]+<\/script>/);
    expect(res.body).toContain(
      `https://portale.example.it/widget/display-rata.js&quot; data-agenzia=&quot;${demoSlug}&quot;`,
    );
  });

  it('takes ?agenzia=<slug>, also of a switched-off agency (the widget then shows nothing)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/widget/demo?agenzia=${offSlug}` });
    expect(res.body).toContain(`data-agenzia="${offSlug}"`);
  });

  it('without an agency to show says so and loads no widget', async () => {
    for (const q of ['nessuna', '%3Cscript%3Ealert(1)%3C%2Fscript%3E']) {
      const res = await t.app.inject({ method: 'GET', url: `/widget/demo?agenzia=${q}` });
      expect(res.statusCode).toBe(200);
      expect(scriptsOf(res.body)).toEqual([]);
      expect(res.body).toContain('Nessuna agenzia dimostrativa');
      expect(res.body).not.toContain('alert(1)');
    }
  });

  it('serves the script that adds a listing later', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/widget/demo.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toContain('data-rata-prezzo');
    expect(res.body).toContain('2000');
  });
});
