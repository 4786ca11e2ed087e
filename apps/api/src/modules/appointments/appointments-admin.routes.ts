import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppointmentSchema, AppointmentToggleBodySchema, ErrorBodySchema } from '@portal/shared';
import { APPOINTMENT_FLAGS, toggleFlag } from './appointments.toggles';

/** /v2/{product}/appuntamenti: admin_fetchAll, admin_payed, admin_wc, admin_contratto, admin_descr, admin_delete, admin_download (issues: Reserved area for the three toggles, Admin part 2 for the rest). */
export async function adminAppointmentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // admin_payed, admin_wc, admin_contratto: `{ id, p }`, saved at once, audited, points kept in step.
  for (const flag of APPOINTMENT_FLAGS) {
    r.post(
      `/admin_${flag}`,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: ['appuntamenti (admin)'],
          body: AppointmentToggleBodySchema,
          response: {
            200: AppointmentSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (req) => {
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
      },
    );
  }
}
