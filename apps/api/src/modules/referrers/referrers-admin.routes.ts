import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { REFERRER_PHOTO_SIZE, ReferrerPhotoDataSchema } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import { ImageProcessor, readMultipartForm } from '../uploads/uploads.service';
import * as service from './referrers-admin.service';
import { PHOTO_FILES, PHOTO_MULTIPART_LIMITS, setReferrerPhoto } from './referrers-admin.photo';

/**
 * /v2/{product}/referenti, admin only (beyond the spec: nothing else creates referrers):
 * admin_add, admin_update, admin_setActive, admin_importPreview, admin_importCommit, and
 * admin_photo (multipart, in a scope of its own: the other routes stay JSON only).
 * The list is GET /v2/{product}/user/referentiAlleare (spec section 7).
 */
export async function adminReferrersRoutes(app: FastifyInstance) {
  const now = () => new Date(app.clock.now());

  serve(app, routes.adminReferrerPage, {}, async (req) =>
    service.listReferrerPage(app.deps, req.query),
  );

  serve(app, routes.adminReferrerAdd, {}, async (req) =>
    service.addReferrer(req.deps.db, req.admin!.id, req.body),
  );

  serve(app, routes.adminReferrerUpdate, {}, async (req) =>
    service.updateReferrer(app.db, req.admin!.id, req.body._id, req.body, now()),
  );

  serve(app, routes.adminReferrerSetActive, {}, async (req) =>
    service.setReferrerActive(app.db, req.admin!.id, req.body.id, req.body.active, now()),
  );

  serve(app, routes.adminReferrerImportPreview, {}, async (req) =>
    service.previewImport(app.db, req.body.csv),
  );

  serve(app, routes.adminReferrerImportCommit, {}, async (req) => {
    const result = await service.commitImport(req.deps.db, req.admin!.id, req.body.csv);
    req.log.info(
      { event: 'admin_referrer_import', adminId: req.admin!.id, ...result },
      'referenti importati',
    );
    return result;
  });

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: PHOTO_MULTIPART_LIMITS, throwFileSizeLimit: true });
    const images = new ImageProcessor({ ...REFERRER_PHOTO_SIZE, quality: 82 });
    scope.addHook('onClose', async () => images.close());
    serve(
      scope,
      routes.adminReferrerPhoto,
      { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
      async (req) => {
        const form = await readMultipartForm(
          req,
          ReferrerPhotoDataSchema,
          PHOTO_FILES,
          'del referente',
        );
        return setReferrerPhoto(
          { db: app.db, store: app.files, images, log: req.log },
          req.admin!.id,
          form,
          now(),
        );
      },
    );
  });
}
