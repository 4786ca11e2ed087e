import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@portal/shared';
import {
  ComuniListSchema,
  ComuniQuerySchema,
  ComuniSearchQuerySchema,
  ProvinceListSchema,
} from '@portal/shared/contracts/comuni';
import { notFound } from '../../lib/errors';
import {
  findProvincia,
  listComuni,
  listProvince,
  preloadComuni,
  searchComuni,
} from './comuni.service';

/** The list changes only with a deploy: browsers and proxies may keep it a day. */
const STATIC_DATA_CACHE = 'public, max-age=86400';
const tags = ['comuni'];

/**
 * Public, read-only municipality data. Registered in app.ts under `/v2/comuni`:
 * `GET /v2/comuni/province`, `GET /v2/comuni?provincia=RM`, `GET /v2/comuni/search?q=&limit=`.
 */
export async function comuniRoutes(app: FastifyInstance): Promise<void> {
  preloadComuni();
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/province',
    {
      schema: {
        tags,
        summary: 'Elenco delle province, ordinate per nome',
        response: { 200: ProvinceListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', STATIC_DATA_CACHE);
      return listProvince();
    },
  );

  routes.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Comuni di una provincia, in ordine alfabetico',
        querystring: ComuniQuerySchema,
        response: { 200: ComuniListSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { provincia } = request.query;
      if (!findProvincia(provincia)) throw notFound('Provincia non trovata');
      reply.header('cache-control', STATIC_DATA_CACHE);
      return listComuni(provincia);
    },
  );

  routes.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Cerca comuni per nome (senza distinzione di maiuscole e accenti)',
        querystring: ComuniSearchQuerySchema,
        response: { 200: ComuniListSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', STATIC_DATA_CACHE);
      return searchComuni(request.query.q, request.query.limit);
    },
  );
}
