import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  ReferrerAddBodySchema,
  ReferrerImportBodySchema,
  ReferrerImportPreviewSchema,
  ReferrerImportResultSchema,
  ReferrerSchema,
  ReferrerSetActiveBodySchema,
  ReferrerUpdateBodySchema,
} from '@portal/shared';
import * as service from './referrers-admin.service';

const tags = ['admin referenti'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/**
 * /v2/{product}/referenti, admin only (beyond the spec: nothing else creates referrers):
 * admin_add, admin_update, admin_setActive, admin_importPreview, admin_importCommit.
 * The list is GET /v2/{product}/user/referentiAlleare (spec section 7).
 */
export async function adminReferrersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: refused before the body is even parsed or validated (401 for everyone but an admin).
  const guard = { onRequest: app.requireAdmin };
  const now = () => new Date(app.clock.now());

  r.post(
    '/admin_add',
    {
      ...guard,
      schema: {
        tags,
        body: ReferrerAddBodySchema,
        response: { 200: ReferrerSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (req) => service.addReferrer(app.db, req.admin!.id, req.body),
  );

  r.post(
    '/admin_update',
    {
      ...guard,
      schema: {
        tags,
        body: ReferrerUpdateBodySchema,
        response: { 200: ReferrerSchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (req) => service.updateReferrer(app.db, req.admin!.id, req.body._id, req.body, now()),
  );

  r.post(
    '/admin_setActive',
    {
      ...guard,
      schema: {
        tags,
        body: ReferrerSetActiveBodySchema,
        response: { 200: ReferrerSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    async (req) =>
      service.setReferrerActive(app.db, req.admin!.id, req.body.id, req.body.active, now()),
  );

  r.post(
    '/admin_importPreview',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Anteprima di un CSV di referenti: nulla viene scritto',
        body: ReferrerImportBodySchema,
        response: { 200: ReferrerImportPreviewSchema, ...errors },
      },
    },
    async (req) => service.previewImport(app.db, req.body.csv),
  );

  r.post(
    '/admin_importCommit',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Importa le righe valide del CSV in una transazione',
        body: ReferrerImportBodySchema,
        response: { 200: ReferrerImportResultSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (req) => {
      const result = await service.commitImport(app.db, req.admin!.id, req.body.csv);
      req.log.info(
        { event: 'admin_referrer_import', adminId: req.admin!.id, ...result },
        'referenti importati',
      );
      return result;
    },
  );
}
