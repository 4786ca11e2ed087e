import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  AdminIdBodySchema,
  AdminServiceListSchema,
  AdminServiceSchema,
  ErrorBodySchema,
  OkSchema,
  SERVICE_IMAGE_SIZE,
  ServiceAdminFieldsSchema,
  ServiceIdParamsSchema,
  ServiceReorderBodySchema,
  ServiceUpdateDataSchema,
} from '@portal/shared';
import { ImageProcessor, UploadStore, uploadsDir } from '../uploads/uploads.service';
import { MULTIPART_LIMITS, readServiceForm } from './services-admin.multipart';
import * as service from './services-admin.service';

const tags = ['servizi (admin)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const invalid = { 400: ErrorBodySchema, ...denied };
/** What a multipart write may answer besides 200 (413: file too big, 415: wrong type). */
const uploadErrors = {
  ...invalid,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
};

/**
 * /v2/{product}/servizi, admin only: admin_fetchAll, admin_fetch/:id, admin_add and
 * admin_update (multipart: `data` JSON + optional `image` and `pdf`), admin_delete,
 * admin_reorder. Every write is audited and drops the public catalogue cache.
 * Multipart parsing exists only inside this plugin.
 */
export async function adminServicesRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: refused before the body is read (401 for everyone but an admin).
  const guard = { onRequest: app.requireAdmin };
  const images = new ImageProcessor({ ...SERVICE_IMAGE_SIZE, quality: 82 });
  app.addHook('onClose', async () => images.close());
  const deps = (log: FastifyInstance['log']): service.ServicesAdminDeps => ({
    db: app.db,
    clock: app.clock,
    store: new UploadStore(uploadsDir(app.config.dataDir)),
    images,
    log,
  });

  r.get(
    '/admin_fetchAll',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Tutti i servizi, nell’ordine scelto',
        response: { 200: AdminServiceListSchema, ...denied },
      },
    },
    async () => service.listServices(app.db),
  );

  r.get(
    '/admin_fetch/:id',
    {
      ...guard,
      schema: {
        tags,
        params: ServiceIdParamsSchema,
        response: { 200: AdminServiceSchema, 404: ErrorBodySchema, ...invalid },
      },
    },
    async (req) => service.getService(app.db, req.params.id),
  );

  r.post(
    '/admin_add',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Nuovo servizio (multipart: data, image?, pdf?)',
        consumes: ['multipart/form-data'],
        response: { 200: AdminServiceSchema, ...uploadErrors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => {
      const form = await readServiceForm(req, ServiceAdminFieldsSchema);
      const created = await service.addService(deps(req.log), req.admin!.id, form);
      req.log.info(
        { event: 'admin_service_add', adminId: req.admin!.id, serviceId: created._id },
        'servizio aggiunto',
      );
      return created;
    },
  );

  r.post(
    '/admin_update',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Modifica di un servizio (multipart: data, image?, pdf?)',
        consumes: ['multipart/form-data'],
        response: { 200: AdminServiceSchema, ...uploadErrors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => {
      const form = await readServiceForm(req, ServiceUpdateDataSchema);
      return service.updateService(deps(req.log), req.admin!.id, form);
    },
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
      await service.deleteService(deps(req.log), req.admin!.id, req.body.id);
      req.log.info(
        { event: 'admin_service_delete', adminId: req.admin!.id, serviceId: req.body.id },
        'servizio cancellato',
      );
      return { ok: true as const };
    },
  );

  r.post(
    '/admin_reorder',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Nuovo ordine dei servizi (tutti gli id, nell’ordine voluto)',
        body: ServiceReorderBodySchema,
        response: { 200: AdminServiceListSchema, 409: ErrorBodySchema, ...invalid },
      },
    },
    async (req) => service.reorderServices(deps(req.log), req.admin!.id, req.body.ids),
  );
}
