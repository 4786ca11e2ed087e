// The admin area's appointments desk: filtered pages, description, delete, CSV export, and
// the three flags (payed, wc, contratto), each saved at once.
import { AdminIdBodySchema } from '../contracts/admin-agencies';
import {
  APPOINTMENTS_CSV_FILENAME,
  APPOINTMENTS_XLSX_FILENAME,
  AdminAppointmentDescrBodySchema,
  AdminAppointmentsFetchBodySchema,
  AdminAppointmentsPageSchema,
} from '../contracts/appointments-admin';
import { AppointmentSchema, AppointmentToggleBodySchema } from '../contracts/appointments';
import {
  AdminAppointmentsExportSchema,
  AdminBulkFlagBodySchema,
  AdminBulkFlagResultSchema,
  BULK_MAX,
} from '../contracts/appointments-bulk';
import { OkSchema } from '../contracts/common';
import { defineRoute } from './define';
import { errors, idempotencyErrors } from './errors';

const tag = 'appuntamenti (admin)';
const invalid = errors(400, 401, 403);

export const adminAppointments = defineRoute({
  method: 'POST',
  path: '/v2/{product}/appuntamenti/admin_fetchAll',
  who: 'admin',
  tag,
  summary: 'Appuntamenti filtrati e paginati (25 a pagina, skip = 25 × (pagina − 1))',
  body: AdminAppointmentsFetchBodySchema,
  responses: { 200: AdminAppointmentsPageSchema, ...invalid },
});

export const adminAppointmentDescr = defineRoute({
  method: 'POST',
  path: '/v2/{product}/appuntamenti/admin_descr',
  who: 'admin',
  tag,
  body: AdminAppointmentDescrBodySchema,
  responses: { 200: AppointmentSchema, ...errors(404), ...invalid },
});

export const adminAppointmentDelete = defineRoute({
  method: 'POST',
  path: '/v2/{product}/appuntamenti/admin_delete',
  who: 'admin',
  tag,
  body: AdminIdBodySchema,
  responses: { 200: OkSchema, ...errors(404), ...invalid },
});

/** A stream, not JSON: the rows of the filters as appuntamenti.csv. */
export const adminAppointmentsCsv = defineRoute({
  method: 'POST',
  path: '/v2/{product}/appuntamenti/admin_download',
  who: 'admin',
  tag,
  summary: `${APPOINTMENTS_CSV_FILENAME}: le righe dei filtri (o le righe scelte, ids), CSV in streaming (separatore ;, UTF-8 con BOM)`,
  kind: 'csv',
  body: AdminAppointmentsExportSchema,
  responses: {},
});

/** The same rows as an Excel workbook, streamed. */
export const adminAppointmentsXlsx = defineRoute({
  method: 'POST',
  path: '/v2/{product}/appuntamenti/admin_downloadXLSX',
  who: 'admin',
  tag,
  summary: `${APPOINTMENTS_XLSX_FILENAME}: le righe dei filtri (o le righe scelte, ids), Excel in streaming`,
  kind: 'xlsx',
  body: AdminAppointmentsExportSchema,
  responses: {},
});

const toggle = <const F extends string>(flag: F) =>
  defineRoute({
    method: 'POST',
    path: `/v2/{product}/appuntamenti/admin_${flag}`,
    who: 'admin',
    tag,
    body: AppointmentToggleBodySchema,
    responses: { 200: AppointmentSchema, ...errors(400, 401, 404) },
  });

export const adminAppointmentPayed = toggle('payed');
export const adminAppointmentWc = toggle('wc');
export const adminAppointmentContratto = toggle('contratto');

/**
 * One flag set on many appointments (decision 054): the ticked ids or every row of the
 * filters, at most BULK_MAX, in one transaction, each changed row audited as a single
 * toggle would be. `dryRun` only counts. A repeat with the same Idempotency-Key answers
 * the first outcome (a double click on the confirmation changes the rows once).
 */
export const adminAppointmentsBulkFlag = defineRoute({
  method: 'POST',
  path: '/v2/{product}/appuntamenti/admin_bulkFlag',
  who: 'admin',
  tag,
  summary: `Segna o togli pagato, WC o contratto su più appuntamenti (al massimo ${BULK_MAX})`,
  body: AdminBulkFlagBodySchema,
  idempotent: true,
  responses: { 200: AdminBulkFlagResultSchema, ...errors(413), ...idempotencyErrors, ...invalid },
});
