import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import { APPOINTMENT_FLAGS, toggleFlag, type AppointmentFlag } from './appointments.toggles';

const contractOf = {
  payed: routes.adminAppointmentPayed,
  wc: routes.adminAppointmentWc,
  contratto: routes.adminAppointmentContratto,
} as const satisfies Record<AppointmentFlag, unknown>;

/** /v2/{product}/appuntamenti: admin_fetchAll, admin_payed, admin_wc, admin_contratto, admin_descr, admin_delete, admin_download (issues: Reserved area for the three toggles, Admin part 2 for the rest). */
export async function adminAppointmentsRoutes(app: FastifyInstance) {
  // admin_payed, admin_wc, admin_contratto: `{ id, p }`, saved at once, audited, points kept in step.
  for (const flag of APPOINTMENT_FLAGS) {
    serve(app, contractOf[flag], {}, async (req) => {
      const updated = await toggleFlag(app.deps, req.admin!.id, flag, req.body.id, req.body.p);
      req.log.info(
        {
          event: 'appointment_flag',
          flag,
          value: req.body.p,
          appointmentId: req.body.id,
          adminId: req.admin!.id,
        },
        'flag appuntamento aggiornato',
      );
      return updated;
    });
  }
}
