import type { FastifyInstance } from 'fastify';
import { APPOINTMENTS_CSV_FILENAME, APPOINTMENTS_XLSX_FILENAME } from '@portal/shared';
import { XLSX_CONTENT_TYPE, routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import { appointmentsCsvStream } from './appointments-desk.csv';
import { deskFilterOf } from './appointments-desk.rules';
import { appointmentsXlsxStream } from './appointments-desk.xlsx';
import * as desk from './appointments-desk.service';

/**
 * /v2/{product}/appuntamenti, admin only: the appointments desk. admin_fetchAll (filters,
 * page, total), admin_descr, admin_delete (audited, points recomputed) and admin_download
 * (appuntamenti.csv, streamed: COPY on PostgreSQL, keyset batches on PGlite) and
 * admin_downloadXLSX (the same rows as appuntamenti.xlsx, keyset batches). The flags
 * admin_payed/admin_wc/admin_contratto live in appointments-admin.routes.ts.
 */
export async function adminAppointmentsDeskRoutes(app: FastifyInstance) {
  serve(app, routes.adminAppointments, {}, async (req) => desk.fetchPage(app.deps, req.body));

  serve(app, routes.adminAppointmentDescr, {}, async (req) =>
    desk.editDescription(app.deps, req.admin!.id, req.body.id, req.body.description),
  );

  serve(app, routes.adminAppointmentDelete, {}, async (req) => {
    await desk.deleteAppointment(app.deps, req.admin!.id, req.body.id);
    req.log.info(
      { event: 'admin_appointment_delete', adminId: req.admin!.id, appointmentId: req.body.id },
      'appuntamento cancellato',
    );
    return { ok: true as const };
  });

  // A stream, not JSON: no response schema (nothing but the CSV leaves).
  serve(
    app,
    routes.adminAppointmentsCsv,
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
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

  serve(
    app,
    routes.adminAppointmentsXlsx,
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (req, reply) => {
      req.log.info(
        { event: 'admin_appointments_xlsx', adminId: req.admin!.id, filter: req.body },
        'export appuntamenti (Excel)',
      );
      const stream = appointmentsXlsxStream(
        app.deps.db,
        deskFilterOf(req.body),
        app.config.productName,
      );
      stream.on('error', (err) => req.log.error({ err }, 'export appuntamenti interrotto'));
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${APPOINTMENTS_XLSX_FILENAME}"`)
        .send(stream);
    },
  );
}
