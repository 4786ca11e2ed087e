import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AgencyDataExportSchema,
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  DATA_EXPORT_FILENAME,
  ErasureResponseSchema,
  ErrorBodySchema,
  LinkedAgencyListSchema,
} from '@portal/shared';
import * as service from './agency-self.service';

const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** /v2/{product}/user: the signed-in agency's own account: password, linked agencies, its data (GDPR). */
export async function agencySelfRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user_changePassword',
    {
      preHandler: app.requireAgency,
      schema: {
        tags: ['agenzie'],
        body: ChangePasswordBodySchema,
        response: {
          200: ChangePasswordResponseSchema,
          400: ErrorBodySchema,
          429: ErrorBodySchema,
          ...denied,
        },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req) => service.changePassword({ ...app.deps, log: req.log }, req.agency!, req.body),
  );

  r.get(
    '/user_agenzieCollegate',
    {
      preHandler: app.requireInternalAgent,
      schema: { tags: ['agenzie'], response: { 200: LinkedAgencyListSchema, ...denied } },
    },
    async (req) => service.linkedAgencies(app.db, req.agency!),
  );

  r.get(
    '/user_exportData',
    {
      preHandler: app.requireAgency,
      schema: { tags: ['agenzie'], response: { 200: AgencyDataExportSchema, ...denied } },
    },
    async (req, reply) => {
      reply.header('content-disposition', `attachment; filename="${DATA_EXPORT_FILENAME}"`);
      req.log.info({ event: 'data_export', agencyId: req.agency!.id }, 'esportazione dati agenzia');
      return service.exportData(app.deps, req.agency!);
    },
  );

  r.post(
    '/user_requestErasure',
    {
      preHandler: app.requireAgency,
      schema: { tags: ['agenzie'], response: { 200: ErasureResponseSchema, ...denied } },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (req) => service.requestErasure({ ...app.deps, log: req.log }, req.agency!),
  );
}
