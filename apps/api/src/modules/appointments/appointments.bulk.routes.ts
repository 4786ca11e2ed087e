import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import { bulkFlag } from './appointments.bulk.service';

/**
 * /v2/{product}/appuntamenti/admin_bulkFlag: one flag set on the ticked rows or on every
 * row of the desk's filters (decision 054), counted first with `dryRun`.
 */
export async function adminAppointmentsBulkRoutes(app: FastifyInstance) {
  serve(app, routes.adminAppointmentsBulkFlag, {}, async (req) => {
    const outcome = await bulkFlag(req.deps, req.admin!.id, req.body);
    if (!outcome.dryRun) {
      req.log.info(
        {
          event: 'appointment_flag_bulk',
          flag: req.body.flag,
          value: req.body.value,
          by: req.body.ids ? 'ids' : 'filter',
          matched: outcome.matched,
          changed: outcome.changed,
          adminId: req.admin!.id,
        },
        'flag appuntamenti aggiornati in blocco',
      );
    }
    return outcome;
  });
}
