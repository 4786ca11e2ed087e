import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routes } from '@portal/shared/routes';
import { badRequest } from '../../lib/errors';
import { serve } from '../../plugins/routes';
import { funnelOf, funnelRanking, recordBeacon } from './funnel.service';

/** A beacon is a few counts: anything longer is no beacon. */
const BEACON_MAX_BYTES = 1024;

/** Beacons come from agencies' sites: any origin, no credentials. */
async function allowEveryOrigin(_req: FastifyRequest, reply: FastifyReply) {
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * The funnel of Display Rata (decision 115): the widget's beacon, the agency's 90 days and
 * the admin's ranking. Its own plugin: only here is a text/plain body read as JSON.
 */
export async function funnelRoutes(app: FastifyInstance) {
  // `navigator.sendBeacon` with a text/plain Blob is a CORS-simple request (no preflight):
  // its body is JSON all the same.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: BEACON_MAX_BYTES },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest('Conteggi non leggibili: serve un oggetto JSON.'), undefined);
      }
    },
  );

  // Public, so limited per address as the other public routes (the address is never stored).
  serve(
    app,
    routes.displayRataBeacon,
    {
      onRequest: allowEveryOrigin,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      await recordBeacon(req.deps, req.params.slug, req.body);
      return reply.status(204).header('cache-control', 'no-store').send(null);
    },
  );

  serve(app, routes.displayRataFunnel, {}, async (req) => funnelOf(req.deps, req.agency!.id));

  serve(app, routes.adminDisplayRataRanking, {}, async (req) => funnelRanking(req.deps, req.query));
}
