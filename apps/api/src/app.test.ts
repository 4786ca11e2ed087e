import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestContext } from './test/test-app';
import { loadConfig } from './config';

let t: TestContext;
const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<html><head><!--app-config--></head><body>SPA</body></html>',
);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');

beforeAll(async () => {
  t = await createTestApp({ config: { webDist: dist }, env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await t.close();
});

describe('API core', () => {
  it('answers health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends a strict CSP and the other security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const tls = await t.app.inject({
      method: 'GET',
      url: '/v2/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toContain('max-age=');
  });

  it('answers unknown API paths with the Italian error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/non-esiste' });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body.code).toBe('NOT_FOUND');
    expect(body.message).toMatch(/non trovato/);
    // The id is the one the request was logged under, and a second request gets another.
    expect(body.requestId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(t.logs.some((l) => l.reqId === body.requestId)).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: '/v2/non-esiste' });
    expect(again.json().requestId).not.toBe(body.requestId);
  });

  it('turns malformed JSON into a 400, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Richiesta non valida.');
  });

  it('answers an unexpected failure with a generic message and no internals', async () => {
    const broken = await createTestApp();
    await broken.database.drop();
    const res = await broken.app.inject({
      method: 'POST',
      url: '/v2/admin/login',
      payload: { email: 'a@example.it', password: 'x' },
    });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.message).toBe('Si è verificato un errore imprevisto. Riprova più tardi.');
    expect(body.requestId).toBeTruthy();
    expect(res.body).not.toMatch(/select|stack|at |pglite|pg_|Error:/i);
    expect(broken.logs.some((l) => l.level === 50 && l.reqId === body.requestId)).toBe(true);
    await broken.app.close();
  });

  it('serves the SPA with the public configuration and a history fallback', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/area-riservata/hub' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<script id="app-config" type="application/json">');
    expect(res.body).toContain('"productSlug":"8volante"');
    expect(res.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/index-old.js' });
    expect(missing.statusCode).toBe(404);
    // Pages and assets carry the pages' headers, whether a route or the fallback served them.
    for (const answer of [res, asset, missing]) {
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    const tls = await t.app.inject({
      method: 'GET',
      url: '/area-riservata/hub',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toContain('max-age=');
    // An ambiguous page path is refused like an API one (decision 024).
    const encoded = await t.app.inject({ method: 'GET', url: '/area-riservata/%68ub' });
    expect(encoded.statusCode).toBe(400);
    expect(encoded.headers['cache-control']).toBe('no-store');
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const direct = await createTestApp({
      env: { TRUST_PROXY: 'false' },
      extend: (app) => app.get('/v2/test-ip', async (req) => ({ ip: req.ip })),
    });
    const res = await direct.app.inject({
      method: 'GET',
      url: '/v2/test-ip',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '198.51.100.7',
    });
    expect(res.json().ip).toBe('198.51.100.7');
    await direct.close();
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
  });

  it('refuses to believe every hop: TRUST_PROXY=true or a malformed address stops the start', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*qualunque client/s);
    for (const bad of ['10.0.0.300', '10.0.0.0/33', 'example.it', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
    expect(loadConfig({ TRUST_PROXY: 'loopback, ::1, fd00::/8' }).trustProxy).toEqual([
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it('keeps the API documentation out of production unless asked for', async () => {
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://portale.example.it',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    } as const;
    const prod = await createTestApp({ env: production });
    const [page, json] = await Promise.all(
      ['/v2/docs', '/v2/docs/json'].map((url) => prod.app.inject({ method: 'GET', url })),
    );
    expect([page!.statusCode, json!.statusCode]).toEqual([404, 404]);
    await prod.close();
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
  });

  it('sends one framing policy: none, in the CSP and in X-Frame-Options', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/v2/admin/login');
    expect(Object.keys(doc.paths)).toContain('/v2/8volante/user/user_login');
    // A create call documents its optional Idempotency-Key (decision 024).
    expect(doc.paths['/v2/agenzieUser/register'].post.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    );
  });

  it('lets in-flight requests finish and answers 503 to new ones while draining', async () => {
    // The slow route tells when it has started and finishes only when the test lets it.
    let started!: () => void;
    const isRunning = new Promise<void>((r) => (started = r));
    let finish!: () => void;
    const mayFinish = new Promise<void>((r) => (finish = r));
    const slow = await createTestApp({
      extend: (app) =>
        app.get('/v2/test-slow', async () => {
          started();
          await mayFinish;
          return { done: true };
        }),
    });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = slow.app.server.address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/v2/test-slow`);
    await isRunning;
    let drained = false;
    const draining = slow.app.drain(60_000).then(() => (drained = true));
    const late = await fetch(`http://127.0.0.1:${port}/v2/health`);
    expect(late.status).toBe(503);
    expect(late.headers.get('connection')).toBe('close');
    expect(late.headers.get('retry-after')).toBe('5');
    expect(((await late.json()) as { message: string }).message).toMatch(/si sta riavviando/);
    // The 503 came back while the slow request still runs: draining waits for it.
    expect(drained).toBe(false);
    finish();
    const first = await inFlight;
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ done: true });
    await draining;
    await slow.app.close();
    // Closed means closed: the port no longer accepts connections.
    expect(slow.app.server.listening).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/v2/health`)).rejects.toThrow();
    await slow.database.drop();
  });
});
