import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { find, parseExposition } from './test/metrics-scrape';
import { SERVER_FILE, freePort, killChildren, startNode, waitHealthy } from './test/processes';

// Decision 046: Prometheus metrics on a port of their own, on loopback unless a token
// protects them, labelled by route pattern, never by the raw URL. A real server, a real scrape.

afterEach(() => killChildren());

const METRICS_PORT = 9464;
const TOKEN = 'token-delle-metriche-0123456789-abcdef';

describe('metrics', () => {
  it('are scraped on their own loopback port with the token: requests by route pattern, durations, errors, outbox, memory, event loop', async () => {
    const port = await freePort();
    const server = startNode(SERVER_FILE, {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-metrics-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      METRICS_PORT: String(METRICS_PORT),
      METRICS_TOKEN: TOKEN,
    });
    await waitHealthy(port, server);
    const api = (path: string) => fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.status);
    for (let i = 0; i < 3; i++) expect(await api('/v2/health')).toBe(200);
    expect(await api('/v2/8volante/servizi/public_fetchAll')).toBe(200);
    // An id and a query string in the URL; neither may become a label.
    expect(await api('/v2/8volante/user/admin_get/id-riservato-42?token=segreto-1')).toBe(401);
    const metricsUrl = `http://127.0.0.1:${METRICS_PORT}/metrics`;

    expect((await fetch(metricsUrl)).status).toBe(401);
    const wrong = await fetch(metricsUrl, { headers: { authorization: 'Bearer sbagliato' } });
    expect(wrong.status).toBe(401);
    const res = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const samples = parseExposition(text);

    const health = { method: 'GET', route: '/v2/health', status_class: '2xx' };
    expect(find(samples, 'http_requests_total', health)[0]?.value).toBeGreaterThanOrEqual(3);
    const refused = find(samples, 'http_requests_total', { status_class: '4xx' });
    expect(refused.map((s) => s.labels.route)).toContain('/v2/8volante/user/admin_get/:id');
    expect(text).not.toContain('id-riservato-42');
    expect(text).not.toContain('segreto-1');
    const count = find(samples, 'http_request_duration_seconds_count', health)[0]?.value;
    expect(count).toBeGreaterThanOrEqual(3);
    const le = find(samples, 'http_request_duration_seconds_bucket', { ...health, le: '+Inf' });
    expect(le[0]?.value).toBe(count);
    expect(text).toContain('# TYPE http_request_errors_total counter');
    // The job queue, read from pg-boss's table: nothing is pending on a new portal (the
    // hourly housekeeping is a schedule, decision 061). outbox.test.ts checks the figures.
    expect(find(samples, 'portal_outbox_rows', { state: 'pending' })[0]?.value).toBe(0);
    expect(find(samples, 'portal_outbox_rows', { state: 'due' })[0]?.value).toBe(0);
    expect(find(samples, 'portal_outbox_rows', { state: 'given_up' })[0]?.value).toBe(0);
    expect(find(samples, 'process_resident_memory_bytes')[0]?.value).toBeGreaterThan(10e6);
    expect(find(samples, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    // The embedded database has no connection pool.
    expect(find(samples, 'portal_db_pool_connections')).toEqual([]);

    // Only on loopback (127.0.0.1): another local address finds nothing listening.
    await expect(fetch(`http://127.0.0.2:${METRICS_PORT}/metrics`)).rejects.toThrow();
    // And never on the portal's own port.
    const onPortal = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(await onPortal.text()).not.toContain('http_requests_total');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(fetch(metricsUrl)).rejects.toThrow();
  }, 180_000);

  it('refuse to start on an address other than loopback without a token', () => {
    const env = { METRICS_PORT: '9465', METRICS_HOST: '0.0.0.0' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/METRICS_TOKEN: obbligatorio quando METRICS_HOST/);
    expect(loadConfig({ ...env, METRICS_TOKEN: TOKEN }).metricsHost).toBe('0.0.0.0');
    const off = loadConfig({});
    expect(off.metricsPort).toBeUndefined();
    expect(off.metricsHost).toBe('127.0.0.1');
  });
});
