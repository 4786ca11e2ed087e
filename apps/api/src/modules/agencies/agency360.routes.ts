import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import { agency360 } from './agency360.service';

/** admin_agency360/:id: the agency's 360° view for the admins (decision 058). */
export async function adminAgency360Routes(app: FastifyInstance) {
  serve(app, routes.adminAgency360, {}, async (req) =>
    agency360(app.deps, req.params.id, req.query),
  );
}
