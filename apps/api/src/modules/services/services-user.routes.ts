import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import * as service from './services-user.service';

/** /v2/{product}/servizi: the reserved list of services and the agency's requests for them. */
export async function userServicesRoutes(app: FastifyInstance) {
  serve(app, routes.reservedServices, {}, async () => service.reservedServices(app.db));

  serve(app, routes.userServiceRequests, {}, async (req) =>
    service.requestsOf(app.db, req.agency!),
  );

  serve(
    app,
    routes.userRequestService,
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (req) =>
      service.requestService({ ...req.deps, log: req.log }, req.agency!, req.body.service),
  );
}
