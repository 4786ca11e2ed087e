import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import * as service from './mortgage-conditions.service';

/** /v2/admin/condizioni-mutuo, admin only: the provider's dated mortgage conditions (decision 056). */
export async function adminConditionsRoutes(app: FastifyInstance) {
  serve(app, routes.adminConditions, {}, async () => service.conditionsPage(app.deps));

  serve(app, routes.adminConditionsAdd, {}, async (req) => {
    const entry = await service.createConditions(req.deps, req.admin!.id, req.body);
    req.log.info(
      { event: 'mortgage_conditions_added', adminId: req.admin!.id, id: entry.id },
      'condizioni mutuo salvate',
    );
    return entry;
  });

  serve(app, routes.adminConditionsDelete, {}, async (req) => {
    await service.deleteScheduledConditions(app.deps, req.admin!.id, req.body.id);
    req.log.info(
      { event: 'mortgage_conditions_deleted', adminId: req.admin!.id, id: req.body.id },
      'condizioni mutuo programmate eliminate',
    );
    return { message: 'Modifica programmata eliminata.' };
  });
}
