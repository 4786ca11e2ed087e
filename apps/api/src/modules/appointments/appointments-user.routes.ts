import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AppointmentCreateBodySchema,
  AppointmentEditBodySchema,
  AppointmentIdParamsSchema,
  AppointmentListSchema,
  AppointmentSchema,
  ErrorBodySchema,
  PointsSchema,
  PositionSchema,
} from '@portal/shared';
import { unauthorized } from '../../lib/errors';
import * as service from './appointments.service';

const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/**
 * /v2/{product}/appuntamenti: the agency's (or internal agent's) appointments, points and
 * ranking position. Every read and write is scoped by the server (decisions.md).
 */
export async function userAppointmentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/user_fetchAll',
    {
      // The session is checked inside the list's statement: one round trip (decision 016).
      preHandler: app.requireAgencyToken,
      schema: { tags: ['appuntamenti'], response: { 200: AppointmentListSchema, ...denied } },
    },
    async (req) => {
      const found = await service.listForSession(app.deps, req.agencyClaims!);
      if (!found) throw unauthorized();
      req.agency = found.me;
      return found.list;
    },
  );

  r.get(
    '/user_fetchOne/:id',
    {
      preHandler: app.requireAgency,
      schema: {
        tags: ['appuntamenti'],
        params: AppointmentIdParamsSchema,
        response: { 200: AppointmentSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (req) => service.getForUser(app.db, req.agency!, req.params.id),
  );

  r.post(
    '/user_create',
    {
      preHandler: app.requireInternalAgent,
      schema: {
        tags: ['appuntamenti'],
        body: AppointmentCreateBodySchema,
        response: { 200: AppointmentSchema, 400: ErrorBodySchema, ...denied },
      },
    },
    async (req) => {
      const created = await service.createForAgent(app.deps, req.agency!, req.body);
      req.log.info(
        { event: 'appointment_created', appointmentId: created._id, agentId: req.agency!.id },
        'appuntamento creato',
      );
      return created;
    },
  );

  r.post(
    '/user_edit',
    {
      preHandler: app.requireInternalAgent,
      schema: {
        tags: ['appuntamenti'],
        body: AppointmentEditBodySchema,
        response: { 200: AppointmentSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (req) => {
      const edited = await service.editForAgent(app.deps, req.agency!, req.body);
      req.log.info(
        { event: 'appointment_edited', appointmentId: edited._id, agentId: req.agency!.id },
        'appuntamento modificato',
      );
      return edited;
    },
  );

  r.get(
    '/user_getPoints',
    {
      preHandler: app.requireAgency,
      schema: { tags: ['appuntamenti'], response: { 200: PointsSchema, ...denied } },
    },
    async (req) => service.pointsOf(app.db, req.agency!),
  );

  r.get(
    '/user_getPosition',
    {
      preHandler: app.requireAgency,
      schema: { tags: ['appuntamenti'], response: { 200: PositionSchema, ...denied } },
    },
    async (req) => service.positionOf(app.db, req.agency!),
  );
}
