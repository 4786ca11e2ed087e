import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { notFound } from '../../lib/errors';
import { serve } from '../../plugins/routes';
import {
  findProvincia,
  listComuni,
  listProvince,
  preloadComuni,
  searchComuni,
} from './comuni.service';

/** The list changes only with a deploy: browsers and proxies may keep it a day. */
const STATIC_DATA_CACHE = 'public, max-age=86400';

/**
 * Public, read-only municipality data. Registered in app.ts under `/v2/comuni`:
 * `GET /v2/comuni/province`, `GET /v2/comuni?provincia=RM`, `GET /v2/comuni/search?q=&limit=`.
 */
export async function comuniRoutes(app: FastifyInstance): Promise<void> {
  preloadComuni();
  serve(app, routes.comuniProvince, {}, async (_request, reply) => {
    reply.header('cache-control', STATIC_DATA_CACHE);
    return listProvince();
  });

  serve(app, routes.comuni, {}, async (request, reply) => {
    const { provincia } = request.query;
    if (!findProvincia(provincia)) throw notFound('Provincia non trovata');
    reply.header('cache-control', STATIC_DATA_CACHE);
    return listComuni(provincia);
  });

  serve(app, routes.comuniSearch, {}, async (request, reply) => {
    reply.header('cache-control', STATIC_DATA_CACHE);
    return searchComuni(request.query.q, request.query.limit);
  });
}
