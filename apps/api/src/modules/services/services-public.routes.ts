import type { FastifyInstance, FastifyReply } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import { getPublicServices } from './services-public.cache';

/**
 * /v2/{product}/servizi: the public catalogue (home cards, price list, public service
 * pages). Served from memory (services-public.cache.ts) with an ETag, so browsers
 * revalidate with a 304 instead of downloading it again.
 */
export async function publicServicesRoutes(app: FastifyInstance) {
  serve(app, routes.publicServices, {}, async (req, typedReply) => {
    const { body, etag } = await getPublicServices(app.db, app.clock.now());
    // Already checked against ServiceListSchema, serialised and encoded when cached: the
    // bytes are sent as they are (Fastify does not serialise a Buffer payload).
    const reply: FastifyReply = typedReply;
    void reply.header('cache-control', 'no-cache').header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
