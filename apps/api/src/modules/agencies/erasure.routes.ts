import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import * as service from './erasure.service';

/** admin_erasure/:id and admin_erase: an agency's GDPR erasure, seen and carried out by an admin. */
export async function adminErasureRoutes(app: FastifyInstance) {
  serve(app, routes.adminAgencyErasure, {}, async (req) =>
    service.erasureOf(app.deps, req.params.id),
  );
  serve(app, routes.adminAgencyErase, {}, async (req) =>
    service.eraseAgency(app.deps, req.admin!.id, req.body.id),
  );
}
