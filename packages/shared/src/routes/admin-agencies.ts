// The admin area's agencies: list, detail, writes, CSV export, hub numbers, audit trail,
// referrer list and an agency's service requests.
import { z } from 'zod';
import { AgencySchema } from '../contracts/agency';
import {
  AGENCIES_CSV_FILENAME,
  AGENCIES_XLSX_FILENAME,
  AdminAgencyAddBodySchema,
  AdminAgencyListSchema,
  AdminAgencyUpdateBodySchema,
  AdminIdBodySchema,
  AdminStatsSchema,
  AgencyIdParamsSchema,
  AgencyExportQuerySchema,
  AgencyInvitationSchema,
  AuditParamsSchema,
  AuditTrailSchema,
} from '../contracts/admin-agencies';
import {
  AgencyChoiceListSchema,
  AgencyPageQuerySchema,
  AgencyPageSchema,
  AgencySuggestQuerySchema,
} from '../contracts/admin-agency-list';
import { OkSchema } from '../contracts/common';
import { ReferrerListSchema } from '../contracts/referrers';
import { UserServiceSchema } from '../contracts/services';
import { defineRoute } from './define';
import { errors, idempotencyErrors } from './errors';

const tag = 'admin agenzie';
const denied = errors(401, 403);
const invalid = { ...errors(400), ...denied };

export const adminAgencies = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/admin_getAll',
  who: 'admin',
  tag,
  summary: 'Tutte le agenzie',
  responses: { 200: AdminAgencyListSchema, ...denied },
});

/** The list the pages show: searched, filtered, sorted and paged by the server (25 a page). */
export const adminAgencyPage = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/admin_list',
  who: 'admin',
  tag,
  summary: 'Agenzie cercate, filtrate, ordinate e paginate (25 a pagina)',
  query: AgencyPageQuerySchema,
  responses: { 200: AgencyPageSchema, ...invalid },
});

/** The filters' type-ahead: up to 20 agencies or internal agents matching what is typed. */
export const adminAgencySuggest = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/admin_suggest',
  who: 'admin',
  tag,
  summary: 'Suggerimenti di agenzie e agenti interni per i filtri (20 al massimo)',
  query: AgencySuggestQuerySchema,
  responses: { 200: AgencyChoiceListSchema, ...invalid },
});

export const adminAgency = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/admin_get/:id',
  who: 'admin',
  tag,
  params: AgencyIdParamsSchema,
  responses: { 200: AgencySchema, ...errors(404), ...invalid },
});

export const adminAgencyAdd = defineRoute({
  method: 'POST',
  path: '/v2/{product}/user/admin_add',
  who: 'admin',
  tag,
  body: AdminAgencyAddBodySchema,
  idempotent: true,
  responses: { 200: AgencySchema, ...errors(409), ...invalid, ...idempotencyErrors },
});

export const adminAgencyUpdate = defineRoute({
  method: 'POST',
  path: '/v2/{product}/user/admin_update',
  who: 'admin',
  tag,
  body: AdminAgencyUpdateBodySchema,
  responses: { 200: AgencySchema, ...errors(404, 409), ...invalid },
});

export const adminAgencyDelete = defineRoute({
  method: 'POST',
  path: '/v2/{product}/user/admin_delete',
  who: 'admin',
  reauth: true,
  tag,
  body: AdminIdBodySchema,
  responses: { 200: OkSchema, ...errors(403, 404, 409), ...invalid },
});

export const adminAgencyResetPassword = defineRoute({
  method: 'POST',
  path: '/v2/{product}/user/admin_resetPassword',
  who: 'admin',
  reauth: true,
  tag,
  body: AdminIdBodySchema,
  responses: { 200: OkSchema, ...errors(403, 404, 503), ...invalid },
});

/** Where the invitation of an agency stands (decision 059): sent when, pending or accepted. */
export const adminAgencyInvitation = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/admin_invitation/:id',
  who: 'admin',
  tag,
  summary: 'Stato dell’invito di un’agenzia',
  params: AgencyIdParamsSchema,
  responses: { 200: AgencyInvitationSchema, ...errors(404), ...invalid },
});

/** A new invitation link for an agency that has not chosen its password; the old link stops working. */
export const adminAgencyResendInvite = defineRoute({
  method: 'POST',
  path: '/v2/{product}/user/admin_resendInvitation',
  who: 'admin',
  tag,
  summary: 'Invia di nuovo l’invito (il link precedente non vale più)',
  body: AdminIdBodySchema,
  responses: { 200: AgencyInvitationSchema, ...errors(404, 409), ...invalid },
});

/** A stream, not JSON: nothing but the CSV leaves. The rows the list shows for its filters. */
export const adminAgenciesCsv = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/getCSV',
  who: 'admin',
  tag,
  summary: `${AGENCIES_CSV_FILENAME}: le agenzie della ricerca e dei filtri, CSV in streaming (separatore ;, UTF-8 con BOM)`,
  kind: 'csv',
  query: AgencyExportQuerySchema,
  responses: {},
});

/** The same rows as an Excel workbook, streamed. */
export const adminAgenciesXlsx = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/getXLSX',
  who: 'admin',
  tag,
  summary: `${AGENCIES_XLSX_FILENAME}: le agenzie della ricerca e dei filtri, Excel in streaming`,
  kind: 'xlsx',
  query: AgencyExportQuerySchema,
  responses: {},
});

export const adminStats = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/admin_stats',
  who: 'admin',
  tag,
  summary: 'Numeri dell’hub admin',
  responses: { 200: AdminStatsSchema, ...denied },
});

export const adminAudit = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/admin_audit/:entity/:id',
  who: 'admin',
  tag,
  summary: 'Storico delle modifiche admin di un record',
  params: AuditParamsSchema,
  responses: { 200: AuditTrailSchema, ...invalid },
});

export const adminReferrers = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/referentiAlleare',
  who: 'admin',
  tag,
  summary: 'Referenti Alleare',
  responses: { 200: ReferrerListSchema, ...denied },
});

export const adminAgencyServices = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user_servizi/fetchFromUser/:id',
  who: 'admin',
  tag,
  summary: 'Servizi richiesti da un’agenzia',
  params: AgencyIdParamsSchema,
  responses: { 200: z.array(UserServiceSchema), ...errors(400, 401, 404) },
});
