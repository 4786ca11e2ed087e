import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  RequestServiceBodySchema,
  RequestServiceResponseSchema,
  ServiceListSchema,
  UserServiceListSchema,
} from '@portal/shared';
import * as service from './services-user.service';

const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** /v2/{product}/servizi: the reserved list of services and the agency's requests for them. */
export async function userServicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/reserveds_fetchAll',
    {
      preHandler: app.requireAgency,
      schema: { tags: ['servizi'], response: { 200: ServiceListSchema, ...denied } },
    },
    async () => service.reservedServices(app.db),
  );

  r.get(
    '/user_fetchRichieste',
    {
      preHandler: app.requireAgency,
      schema: { tags: ['servizi'], response: { 200: UserServiceListSchema, ...denied } },
    },
    async (req) => service.requestsOf(app.db, req.agency!),
  );

  r.post(
    '/user_richiediServizio',
    {
      preHandler: app.requireAgency,
      schema: {
        tags: ['servizi'],
        body: RequestServiceBodySchema,
        response: {
          200: RequestServiceResponseSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          ...denied,
        },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req) => service.requestService({ ...app.deps, log: req.log }, req.agency!, req.body.service),
  );
}
