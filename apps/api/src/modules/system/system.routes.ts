import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PublicConfig } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { AppError } from '../../lib/errors';
import { serve } from '../../plugins/routes';

/** /v2/health (load balancers, start scripts) and /v2/config (public configuration). */
export async function systemRoutes(app: FastifyInstance, opts: { publicConfig: PublicConfig }) {
  serve(
    app,
    routes.health,
    {},
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Database non raggiungibile.');
      }
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
  serve(
    app,
    routes.config,
    {},
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return opts.publicConfig;
    },
  );
}
