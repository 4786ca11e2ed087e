import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AGENCIES_CSV_FILENAME,
  AdminAgencyAddBodySchema,
  AdminAgencyListSchema,
  AdminAgencyUpdateBodySchema,
  AdminIdBodySchema,
  AdminStatsSchema,
  AgencyIdParamsSchema,
  AgencySchema,
  AuditParamsSchema,
  AuditTrailSchema,
  ErrorBodySchema,
  OkSchema,
  ReferrerListSchema,
} from '@portal/shared';
import { listAllReferrers } from '../referrers/referrers-admin.service';
import { agenciesCsvStream } from './agencies-admin.csv';
import * as service from './agencies-admin.service';

const tags = ['admin agenzie'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const invalid = { 400: ErrorBodySchema, ...denied };

/**
 * /v2/{product}/user, admin only: admin_getAll, admin_get/:id, admin_add, admin_update,
 * admin_delete, admin_resetPassword, getCSV, admin_stats (the hub), admin_audit/:entity/:id
 * (the trail of any audited record) and referentiAlleare.
 */
export async function adminAgenciesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: refused before the body is even parsed or validated (401 for everyone but an admin).
  const guard = { onRequest: app.requireAdmin };

  r.get(
    '/admin_getAll',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Tutte le agenzie',
        response: { 200: AdminAgencyListSchema, ...denied },
      },
    },
    async () => service.listAgencies(app.db),
  );

  r.get(
    '/admin_get/:id',
    {
      ...guard,
      schema: {
        tags,
        params: AgencyIdParamsSchema,
        response: { 200: AgencySchema, 404: ErrorBodySchema, ...invalid },
      },
    },
    async (req) => service.getAgency(app.db, req.params.id),
  );

  r.post(
    '/admin_add',
    {
      ...guard,
      schema: {
        tags,
        body: AdminAgencyAddBodySchema,
        response: { 200: AgencySchema, 409: ErrorBodySchema, ...invalid },
      },
    },
    async (req) => {
      const agency = await service.addAgency(app.deps, req.admin!.id, req.body);
      req.log.info(
        { event: 'admin_agency_add', adminId: req.admin!.id, agencyId: agency._id },
        'agenzia aggiunta',
      );
      return agency;
    },
  );

  r.post(
    '/admin_update',
    {
      ...guard,
      schema: {
        tags,
        body: AdminAgencyUpdateBodySchema,
        response: { 200: AgencySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...invalid },
      },
    },
    async (req) => service.updateAgency(app.deps, req.admin!.id, req.body),
  );

  r.post(
    '/admin_delete',
    {
      ...guard,
      schema: {
        tags,
        body: AdminIdBodySchema,
        response: { 200: OkSchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...invalid },
      },
    },
    async (req) => {
      await service.deleteAgency(app.deps, req.admin!.id, req.body.id);
      req.log.info(
        { event: 'admin_agency_delete', adminId: req.admin!.id, agencyId: req.body.id },
        'agenzia cancellata',
      );
      return { ok: true as const };
    },
  );

  r.post(
    '/admin_resetPassword',
    {
      ...guard,
      schema: {
        tags,
        body: AdminIdBodySchema,
        response: { 200: OkSchema, 404: ErrorBodySchema, 503: ErrorBodySchema, ...invalid },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => {
      await service.resetAgencyPassword(app.deps, req.admin!.id, req.body.id);
      req.log.info(
        { event: 'admin_agency_reset_password', adminId: req.admin!.id, agencyId: req.body.id },
        'password agenzia resettata',
      );
      return { ok: true as const };
    },
  );

  // A stream, not JSON: registered without the zod serializer (nothing but the CSV leaves).
  app.get(
    '/getCSV',
    {
      ...guard,
      schema: {
        tags,
        summary: `${AGENCIES_CSV_FILENAME}: CSV in streaming (separatore ;, UTF-8 con BOM)`,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      req.log.info({ event: 'admin_agency_csv', adminId: req.admin!.id }, 'export agenzie');
      const stream = agenciesCsvStream(app.db);
      stream.on('error', (err) => req.log.error({ err }, 'export agenzie interrotto'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${AGENCIES_CSV_FILENAME}"`)
        .send(stream);
    },
  );

  r.get(
    '/admin_stats',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Numeri dell’hub admin',
        response: { 200: AdminStatsSchema, ...denied },
      },
    },
    async () => service.hubStats(app.db, new Date(app.clock.now())),
  );

  r.get(
    '/admin_audit/:entity/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Storico delle modifiche admin di un record',
        params: AuditParamsSchema,
        response: { 200: AuditTrailSchema, ...invalid },
      },
    },
    async (req) => service.auditTrail(app.db, req.params.entity, req.params.id),
  );

  r.get(
    '/referentiAlleare',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Referenti Alleare',
        response: { 200: ReferrerListSchema, ...denied },
      },
    },
    async () => listAllReferrers(app.deps),
  );
}
