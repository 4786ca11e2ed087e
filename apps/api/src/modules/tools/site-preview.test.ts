import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SITE_PREVIEW_TEXT, SITE_PREVIEW_TTL_MS } from '@portal/shared';
import { displayRataSettings } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAgency, loginAgency } from '../../test/fixtures';

// «Prova sul tuo sito» (decision 121): the agency's page fetched by the server, kept for the
// settings page's frame, served as a sandboxed document; a second server process on the same
// database serves it too.

let t: TestContext;
let other: TestContext;
let site: Server;
let siteUrl = '';
let token = '';
let offToken = '';
let slug = '';

const PAGE = `<!doctype html><html lang="it"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="script-src 'none'">
<title>Annunci</title></head><body><p class="cifra">€ 250.000</p><img src="/foto.jpg"></body></html>`;

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/annunci') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PAGE);
    } else if (req.url === '/rimanda-dentro') {
      res.writeHead(302, { location: 'http://10.0.0.1/admin' });
      res.end();
    } else if (req.url === '/enorme') {
      // 50 MB of page, written as long as the other side reads.
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      let sent = 0;
      const more = () => {
        while (sent < 50 && res.write(chunk)) sent += 1;
        if (sent >= 50) res.end();
      };
      res.on('drain', () => {
        sent += 1;
        more();
      });
      more();
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('non trovato');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { SITE_PREVIEW_ALLOW: '127.0.0.1' } });
  other = await createTestApp({ shareDatabaseOf: t });
  const agency = await insertAgency(t.app.db, { nome: 'Casa Prova' });
  const off = await insertAgency(t.app.db, { nome: 'Spenta' });
  await t.app.db.insert(displayRataSettings).values({ agencyId: off.id, enabled: false });
  slug = agency.slug;
  token = await loginAgency(t.app, agency.email);
  offToken = await loginAgency(t.app, off.email);
});
afterAll(async () => {
  await other.close();
  await t.close();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

// Each test from its own address: a try fetches a site, so 20 a minute per address.
let caller = 0;
beforeEach(() => void (caller += 1));
const create = (body: unknown, bearer = token) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/${t.config.productSlug}/strumenti/display-rata/prova`,
    headers: { authorization: `Bearer ${bearer}`, 'x-forwarded-for': `203.0.113.${caller}` },
    payload: body as Record<string, unknown>,
  });

describe('POST /strumenti/display-rata/prova and the page it keeps', () => {
  it('fetches the page, puts the widget in with the selector being edited, and serves it sandboxed to the portal’s frame', async () => {
    const res = await create({ url: `${siteUrl}/annunci`, priceSelector: '.cifra' });
    expect(res.statusCode).toBe(200);
    const { address, pageUrl } = res.json<{ address: string; pageUrl: string }>();
    expect(pageUrl).toBe(`${siteUrl}/annunci`);
    expect(address).toMatch(
      new RegExp(`^/v2/${t.config.productSlug}/strumenti/display-rata/prova/[0-9a-f-]{36}$`),
    );
    // Another server process behind the balancer serves the same page.
    const page = await other.app.inject({ method: 'GET', url: address });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(
      "sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox; frame-ancestors 'self'",
    );
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.body).toContain(`<base href="${siteUrl}/annunci">`);
    expect(page.body).toContain(
      `<script src="https://portale.example.it/widget/display-rata.js" data-agenzia="${slug}" data-selettore=".cifra" crossorigin="anonymous" defer></script>`,
    );
    expect(page.body).toContain('parent.postMessage({displayRataProva:m},"*")');
    // The page's own CSP would block the widget being tried: it goes; the rest stays.
    expect(page.body).not.toContain('Content-Security-Policy');
    expect(page.body).toContain('<p class="cifra">€ 250.000</p><img src="/foto.jpg">');
  });

  it('keeps the page 10 minutes, then says the try is over', async () => {
    const { address } = (await create({ url: `${siteUrl}/annunci` })).json<{ address: string }>();
    t.clock.advance(SITE_PREVIEW_TTL_MS + 1000);
    const res = await t.app.inject({ method: 'GET', url: address });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(SITE_PREVIEW_TEXT.expired);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/v2/${t.config.productSlug}/strumenti/display-rata/prova/non-un-id`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses, on the address field and before any connection, what is not a public site', async () => {
    const cases: [string, string][] = [
      ['http://10.0.0.1/annunci', SITE_PREVIEW_TEXT.refused.address],
      ['http://169.254.169.254/latest/meta-data/', SITE_PREVIEW_TEXT.refused.address],
      ['http://[::1]/', SITE_PREVIEW_TEXT.refused.address],
      ['https://portale.example.it/area-riservata', SITE_PREVIEW_TEXT.refused.own],
      ['http://utente:segreto@example.com/', SITE_PREVIEW_TEXT.refused.credentials],
      [`${siteUrl}/manca`, SITE_PREVIEW_TEXT.refused.status],
      [`${siteUrl}/rimanda-dentro`, SITE_PREVIEW_TEXT.refused.address],
      [`${siteUrl}/enorme`, SITE_PREVIEW_TEXT.refused.size],
    ];
    for (const [url, message] of cases) {
      const res = await create({ url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json<{ details: Record<string, string> }>().details, url).toEqual({
        url: message,
      });
    }
  });

  it('refuses a bad address in Italian (400), a switched-off widget (409) and a visitor (401)', async () => {
    for (const url of [
      '',
      'ftp://example.com/',
      'file:///etc/passwd',
      'annunci',
      'x'.repeat(2001),
    ]) {
      const res = await create({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ details: Record<string, string> }>().details.url).toBe(
        SITE_PREVIEW_TEXT.url,
      );
    }
    const off = await create({ url: `${siteUrl}/annunci` }, offToken);
    expect(off.statusCode).toBe(409);
    expect(off.json<{ message: string }>().message).toBe(SITE_PREVIEW_TEXT.disabled);
    // The twenty-first try of the minute waits.
    const tries = [];
    for (let i = 0; i < 16; i++) tries.push((await create({ url: 'http://10.0.0.1/' })).statusCode);
    expect(tries.slice(0, 1)).toEqual([422]);
    expect(tries.at(-1)).toBe(429);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/v2/${t.config.productSlug}/strumenti/display-rata/prova`,
      payload: { url: `${siteUrl}/annunci` },
    });
    expect(visitor.statusCode).toBe(401);
  });
});
