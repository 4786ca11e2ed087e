import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import {
  SERVICE_IMAGE_SIZE,
  ServiceAdminFieldsSchema,
  ServiceUpdateDataSchema,
} from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { ImageProcessor } from '../uploads/uploads.service';
import { claimIdempotency } from '../../plugins/idempotency';
import { serve } from '../../plugins/routes';
import { MULTIPART_LIMITS, readServiceForm } from './services-admin.multipart';
import * as service from './services-admin.service';

/**
 * /v2/{product}/servizi, admin only: admin_fetchAll, admin_fetch/:id, admin_add and
 * admin_update (multipart: `data` JSON + optional `image` and `pdf`), admin_delete,
 * admin_reorder. Every write is audited and drops the public catalogue cache.
 * Multipart parsing exists only inside this plugin.
 */
export async function adminServicesRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  const images = new ImageProcessor({ ...SERVICE_IMAGE_SIZE, quality: 82 });
  app.addHook('onClose', async () => images.close());
  const deps = (log: FastifyInstance['log']): service.ServicesAdminDeps => ({
    db: app.db,
    clock: app.clock,
    store: app.files,
    images,
    log,
  });

  serve(app, routes.adminServices, {}, async () => service.listServices(app.db));

  serve(app, routes.adminService, {}, async (req) => service.getService(app.db, req.params.id));

  serve(
    app,
    routes.adminServiceAdd,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const form = await readServiceForm(req, ServiceAdminFieldsSchema);
      // The form is read first: the key's fingerprint covers its fields and files.
      if (!(await claimIdempotency(req, reply, form))) return reply;
      const created = await service.addService(deps(req.log), req.admin!.id, form);
      req.log.info(
        { event: 'admin_service_add', adminId: req.admin!.id, serviceId: created._id },
        'servizio aggiunto',
      );
      return created;
    },
  );

  serve(
    app,
    routes.adminServiceUpdate,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (req) => {
      const form = await readServiceForm(req, ServiceUpdateDataSchema);
      return service.updateService(deps(req.log), req.admin!.id, form);
    },
  );

  serve(app, routes.adminServiceDelete, {}, async (req) => {
    await service.deleteService(deps(req.log), req.admin!.id, req.body.id);
    req.log.info(
      { event: 'admin_service_delete', adminId: req.admin!.id, serviceId: req.body.id },
      'servizio cancellato',
    );
    return { ok: true as const };
  });

  serve(app, routes.adminServiceReorder, {}, async (req) =>
    service.reorderServices(deps(req.log), req.admin!.id, req.body.ids),
  );
}
