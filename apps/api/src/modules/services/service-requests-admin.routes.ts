import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { notFound } from '../../lib/errors';
import { findAgencyRow } from '../agencies/agencies-admin.queries';
import { serve } from '../../plugins/routes';
import { listAgencyServiceRequests } from './service-requests-admin.queries';

/** /v2/{product}/user_servizi, admin only: fetchFromUser/{id}, an agency's service requests. */
export async function adminServiceRequestsRoutes(app: FastifyInstance) {
  serve(
    app,
    routes.adminAgencyServices,
    { guardOn: 'onRequest' },
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
