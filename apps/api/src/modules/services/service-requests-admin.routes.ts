import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import * as service from './service-requests-admin.service';

/** /v2/{product}/user_servizi (admin): the agencies' requests, their life and the work queue. */
export async function adminServiceRequestsRoutes(app: FastifyInstance) {
  serve(app, routes.adminAgencyServices, {}, async (req) =>
    service.requestsOfAgency(app.deps, req.params.id),
  );

  serve(app, routes.adminServiceRequests, {}, async (req) =>
    service.listRequests(app.deps, req.query),
  );

  serve(app, routes.adminServiceRequestTransition, {}, async (req) => {
    const moved = await service.transitionRequest(app.deps, req.admin!.id, req.body);
    req.log.info(
      {
        event: 'service_request_moved',
        adminId: req.admin!.id,
        requestId: moved._id,
        state: moved.state,
      },
      'richiesta di servizio aggiornata',
    );
    return moved;
  });

  serve(app, routes.adminWorkQueue, {}, async () => service.workQueue(app.deps));
}
