import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AgencyIdParamsSchema, ErrorBodySchema, UserServiceSchema } from '@portal/shared';
import { notFound } from '../../lib/errors';
import { findAgencyRow } from '../agencies/agencies-admin.queries';
import { listAgencyServiceRequests } from './service-requests-admin.queries';

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
    async (req) => {
      if (!(await findAgencyRow(app.db, req.params.id))) throw notFound('Agenzia non trovata.');
      const rows = await listAgencyServiceRequests(app.db, req.params.id);
      return rows.map((row) => ({
        _id: row.id,
        service: { _id: row.serviceId, name: row.serviceName },
        requested: row.requested,
        requested_at: row.requestedAt.toISOString(),
      }));
    },
  );
}
