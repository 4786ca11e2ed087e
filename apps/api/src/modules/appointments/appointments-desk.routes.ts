import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPOINTMENTS_CSV_FILENAME,
  AdminAppointmentDescrBodySchema,
  AdminAppointmentsFetchBodySchema,
  AdminAppointmentsFilterSchema,
  AdminAppointmentsPageSchema,
  AdminIdBodySchema,
  AppointmentSchema,
  ErrorBodySchema,
  OkSchema,
} from '@portal/shared';
import { appointmentsCsvStream } from './appointments-desk.csv';
import { deskFilterOf } from './appointments-desk.rules';
import * as desk from './appointments-desk.service';

const tags = ['appuntamenti (admin)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const invalid = { 400: ErrorBodySchema, ...denied };

/**
 * /v2/{product}/appuntamenti, admin only: the appointments desk. admin_fetchAll (filters,
 * page, total), admin_descr, admin_delete (audited, points recomputed) and admin_download
 * (appuntamenti.csv, streamed: COPY on PostgreSQL, keyset batches on PGlite). The flags admin_payed/admin_wc/admin_contratto live in
 * appointments-admin.routes.ts.
 */
export async function adminAppointmentsDeskRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: refused before the body is even parsed (401 for everyone but an admin).
  const guard = { onRequest: app.requireAdmin };

  r.post(
    '/admin_fetchAll',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Appuntamenti filtrati e paginati (25 a pagina, skip = 25 × (pagina − 1))',
        body: AdminAppointmentsFetchBodySchema,
        response: { 200: AdminAppointmentsPageSchema, ...invalid },
      },
    },
    async (req) => desk.fetchPage(app.deps, req.body),
  );

  r.post(
    '/admin_descr',
    {
      ...guard,
      schema: {
        tags,
        body: AdminAppointmentDescrBodySchema,
        response: { 200: AppointmentSchema, 404: ErrorBodySchema, ...invalid },
      },
    },
    async (req) => desk.editDescription(app.deps, req.admin!.id, req.body.id, req.body.description),
  );

  r.post(
    '/admin_delete',
    {
      ...guard,
      schema: {
        tags,
        body: AdminIdBodySchema,
        response: { 200: OkSchema, 404: ErrorBodySchema, ...invalid },
      },
    },
    async (req) => {
      await desk.deleteAppointment(app.deps, req.admin!.id, req.body.id);
      req.log.info(
        { event: 'admin_appointment_delete', adminId: req.admin!.id, appointmentId: req.body.id },
        'appuntamento cancellato',
      );
      return { ok: true as const };
    },
  );

  // A stream, not JSON: no response schema (nothing but the CSV leaves).
  r.post(
    '/admin_download',
    {
      ...guard,
      schema: {
        tags,
        summary: `${APPOINTMENTS_CSV_FILENAME}: le righe dei filtri, CSV in streaming (separatore ;, UTF-8 con BOM)`,
        body: AdminAppointmentsFilterSchema,
        produces: ['text/csv'],
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      req.log.info(
        { event: 'admin_appointments_csv', adminId: req.admin!.id, filter: req.body },
        'export appuntamenti',
      );
      const stream = appointmentsCsvStream(
        { db: app.deps.db, pool: app.deps.database.pool },
        deskFilterOf(req.body),
        app.config.productName,
      );
      stream.on('error', (err) => req.log.error({ err }, 'export appuntamenti interrotto'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${APPOINTMENTS_CSV_FILENAME}"`)
        .send(stream);
    },
  );
}
