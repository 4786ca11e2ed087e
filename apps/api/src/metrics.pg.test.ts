import { afterEach, describe, expect, it } from 'vitest';
import { cleanUpDeployments, deployment } from './test/deployment-env';
import { find, parseExposition } from './test/metrics-scrape';
import { SERVER_FILE, startNode, waitHealthy } from './test/processes';

// Decision 046 on PostgreSQL: the scrape shows each pool's connections (requests, counters,
// health) and the job queue read from the database. Runs only in the PostgreSQL suite.
afterEach(cleanUpDeployments);

const METRICS_PORT = 9466;

describe('metrics on PostgreSQL', () => {
  it('report every pool’s total, idle and waiting connections', async () => {
    const { port, env } = await deployment({
      METRICS_PORT: String(METRICS_PORT),
      LOG_LEVEL: 'warn',
    });
    const server = startNode(SERVER_FILE, env);
    await waitHealthy(port, server);
    // Requests that take request connections at once.
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`http://127.0.0.1:${port}/v2/8volante/servizi/public_fetchAll`).then((r) => r.status),
      ),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/v2/health`)).status).toBe(200);

    const res = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
    expect(res.status).toBe(200);
    const samples = parseExposition(await res.text());
    for (const pool of ['requests', 'counters', 'health']) {
      for (const state of ['total', 'idle', 'waiting']) {
        expect(find(samples, 'portal_db_pool_connections', { pool, state })).toHaveLength(1);
      }
    }
    const total = (pool: string) =>
      find(samples, 'portal_db_pool_connections', { pool, state: 'total' })[0]!.value;
    // The catalogue's queries opened request connections; health's own pool its one.
    expect(total('requests')).toBeGreaterThanOrEqual(1);
    expect(total('health')).toBe(1);
    expect(
      find(samples, 'portal_db_pool_connections', { pool: 'requests', state: 'waiting' })[0]!.value,
    ).toBe(0);
    // Read from pg-boss's job table: nothing pending on a new deployment (decision 061).
    expect(find(samples, 'portal_outbox_rows', { state: 'pending' })[0]?.value).toBe(0);
    expect(find(samples, 'portal_outbox_rows', { state: 'given_up' })[0]?.value).toBe(0);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});
