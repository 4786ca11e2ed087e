import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { outboxFigures, type OutboxFigures } from '../modules/outbox/outbox-figures.queries';

/**
 * Prometheus metrics (decision 046), on a port of their own, never the portal's: loaded
 * only when METRICS_PORT is set, so a server without it does not even load prom-client.
 * Requests are labelled by route pattern (`routeOptions.url`), never by the raw URL: no id,
 * token or query string reaches a label, and the number of series stays bounded.
 */
export interface Metrics {
  /** Adds the request hooks; called by buildApp before any route is registered. */
  attach(app: FastifyInstance): void;
  listen(port: number, host: string): Promise<void>;
  close(): Promise<void>;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A scrape reads the job queue at most once a second, however many scrapers. */
const OUTBOX_EVERY_MS = 1_000;

const digest = (s: string) => createHash('sha256').update(s).digest();

export async function createMetrics(
  database: Pick<Database, 'counters' | 'poolStats'>,
  { token }: { token?: string | undefined },
): Promise<Metrics> {
  const prom = await import('prom-client');
  const registry = new prom.Registry();
  const registers = [registry];
  // Process memory, CPU, heap, GC and event loop lag (nodejs_eventloop_lag_seconds).
  prom.collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new prom.Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status class',
    labelNames,
    registers,
  });
  const duration = new prom.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern and status class',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const errors = new prom.Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered 5xx (server_error) or abandoned by the client (aborted)',
    labelNames: ['method', 'route', 'kind'] as const,
    registers,
  });

  let figures: { at: number; value: Promise<OutboxFigures> } | undefined;
  const outboxNow = () => {
    const now = performance.now();
    if (!figures || now - figures.at > OUTBOX_EVERY_MS) {
      figures = { at: now, value: outboxFigures(database.counters, new Date()) };
    }
    return figures.value;
  };
  const outboxRows = new prom.Gauge({
    name: 'portal_outbox_rows',
    help: 'Jobs of the queue (mail and background work, decisions 038 and 061: pg-boss) by state: pending, due, retrying, given_up',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const f = await outboxNow().catch(() => undefined);
      if (!f) return; // the database did not answer: the last values stay
      outboxRows.set({ state: 'pending' }, f.pending);
      outboxRows.set({ state: 'due' }, f.due);
      outboxRows.set({ state: 'retrying' }, f.retrying);
      outboxRows.set({ state: 'given_up' }, f.givenUp);
    },
  });
  const outboxAge = new prom.Gauge({
    name: 'portal_outbox_oldest_pending_seconds',
    help: 'Age of the oldest job of the queue not yet done (0 when none)',
    registers,
    async collect() {
      const f = await outboxNow().catch(() => undefined);
      if (f) outboxAge.set(f.oldestPendingSeconds);
    },
  });
  const pools = new prom.Gauge({
    name: 'portal_db_pool_connections',
    help: 'PostgreSQL pool connections by pool (requests, counters, health) and state (total, idle, waiting)',
    labelNames: ['pool', 'state'] as const,
    registers,
    collect() {
      for (const p of database.poolStats()) {
        pools.set({ pool: p.pool, state: 'total' }, p.total);
        pools.set({ pool: p.pool, state: 'idle' }, p.idle);
        pools.set({ pool: p.pool, state: 'waiting' }, p.waiting);
      }
    },
  });

  const routeOf = (req: { routeOptions: { url?: string | undefined } }) =>
    req.routeOptions.url ?? 'unmatched';

  const expected = token ? digest(`Bearer ${token}`) : undefined;
  const allowed = (req: IncomingMessage) =>
    !expected || timingSafeEqual(digest(req.headers.authorization ?? ''), expected);

  const answer = (
    res: ServerResponse,
    status: number,
    body: string,
    type = 'text/plain; charset=utf-8',
  ) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(body);
  };
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      answer(res, 404, 'Non trovato: le metriche sono su GET /metrics\n');
      return;
    }
    if (!allowed(req)) {
      res.setHeader('www-authenticate', 'Bearer');
      answer(res, 401, 'Token delle metriche mancante o errato (METRICS_TOKEN)\n');
      return;
    }
    registry.metrics().then(
      (body) => answer(res, 200, body, registry.contentType),
      () => answer(res, 500, 'Metriche non disponibili\n'),
    );
  });

  return {
    attach(app) {
      // Callback hooks: they run on every request (bench P1).
      app.addHook('onResponse', (req, reply, done) => {
        const labels = {
          method: req.method,
          route: routeOf(req),
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        };
        requests.inc(labels);
        duration.observe(labels, reply.elapsedTime / 1000);
        if (reply.statusCode >= 500) {
          errors.inc({ method: req.method, route: labels.route, kind: 'server_error' });
        }
        done();
      });
      app.addHook('onRequestAbort', (req, done) => {
        errors.inc({ method: req.method, route: routeOf(req), kind: 'aborted' });
        done();
      });
    },
    listen: (port, host) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
