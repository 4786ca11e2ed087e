import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import * as service from './service-requests-admin.service';

/** /v2/{product}/user_servizi, admin only: fetchFromUser/{id}, an agency's service requests. */
export async function adminServiceRequestsRoutes(app: FastifyInstance) {
  serve(app, routes.adminAgencyServices, { guardOn: 'onRequest' }, async (req) =>
    service.requestsOfAgency(app.deps, req.params.id),
  );
}
