import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, PublicConfigSchema, type PublicConfig } from '@portal/shared';
import * as service from './system.service';

const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** /v2/health (load balancers, start scripts) and /v2/config (public configuration). */
export async function systemRoutes(app: FastifyInstance, opts: { publicConfig: PublicConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/health',
    { schema: { tags: ['sistema'], response: { 200: HealthSchema, 503: ErrorBodySchema } } },
    async () => service.health(app.deps),
  );
  r.get(
    '/config',
    { schema: { tags: ['sistema'], response: { 200: PublicConfigSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return opts.publicConfig;
    },
  );
}
