import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { unauthorized } from '../../lib/errors';
import { serve } from '../../plugins/routes';
import * as service from './appointments.service';

/**
 * /v2/{product}/appuntamenti: the agency's (or internal agent's) appointments, points and
 * ranking position. Every read and write is scoped by the server (decisions.md).
 */
export async function userAppointmentsRoutes(app: FastifyInstance) {
  // The session is checked inside the list's statement: one round trip (decision 016).
  serve(app, routes.userAppointments, { sessionInQuery: true }, async (req) => {
    const found = await service.listForSession(app.deps, req.agencyClaims!);
    if (!found) throw unauthorized();
    req.agency = found.me;
    return found.list;
  });

  serve(app, routes.userAppointment, {}, async (req) =>
    service.getForUser(app.db, req.agency!, req.params.id),
  );

  serve(app, routes.userAppointmentCreate, {}, async (req) => {
    const created = await service.createForAgent(req.deps, req.agency!, req.body);
    req.log.info(
      { event: 'appointment_created', appointmentId: created._id, agentId: req.agency!.id },
      'appuntamento creato',
    );
    return created;
  });

  serve(app, routes.userAppointmentEdit, {}, async (req) => {
    const edited = await service.editForAgent(app.deps, req.agency!, req.body);
    req.log.info(
      { event: 'appointment_edited', appointmentId: edited._id, agentId: req.agency!.id },
      'appuntamento modificato',
    );
    return edited;
  });

  serve(app, routes.userPoints, {}, async (req) => service.pointsOf(app.db, req.agency!));

  serve(app, routes.userPosition, {}, async (req) => service.positionOf(app.db, req.agency!));
}
