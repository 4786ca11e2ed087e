import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AgencyIdParamsSchema, ErrorBodySchema, UserServiceSchema } from '@portal/shared';
import * as service from './service-requests-admin.service';

/** /v2/{product}/user_servizi, admin only: fetchFromUser/{id}, an agency's service requests. */
export async function adminServiceRequestsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/fetchFromUser/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin agenzie'],
        summary: 'Servizi richiesti da un’agenzia',
        params: AgencyIdParamsSchema,
        response: {
          200: z.array(UserServiceSchema),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (req) => service.requestsOfAgency(app.deps, req.params.id),
  );
}
