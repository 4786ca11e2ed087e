import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import * as service from './system.service';

/** /v2/health (load balancers, start scripts) and /v2/config (public configuration). */
export async function systemRoutes(app: FastifyInstance, opts: { publicConfig: PublicConfig }) {
  // Counted on a budget of its own, which it passes over when the counters cannot be reached:
  // health is what says the database is down, so the limit's own failure must not answer it.
  const healthLimit = { rateLimit: { skipOnError: true } };
  serve(app, routes.health, { config: healthLimit }, async () => service.health(app.deps));
  serve(app, routes.config, {}, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return opts.publicConfig;
  });
}
