import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AgencySlugParamsSchema,
  DisplayRataSettingsInputSchema,
  DisplayRataSettingsSchema,
  ErrorBodySchema,
  PianoShareSchema,
  ToolDefaultsSchema,
  WidgetConfigSchema,
} from '@portal/shared';
import { ToolsService } from './tools.service';

/** Short public caching: a change of settings reaches every listing page within minutes. */
const PUBLIC_CACHE = 'public, max-age=300, stale-while-revalidate=600';
const PUBLIC_MISS_CACHE = 'public, max-age=60';

function publicCacheHook() {
  return async (_req: unknown, reply: FastifyReply, payload: unknown) => {
    const status = reply.statusCode;
    reply.header('cache-control', status === 200 ? PUBLIC_CACHE : status === 404 ? PUBLIC_MISS_CACHE : 'no-store');
    return payload;
  };
}

/** /v2/{product}/strumenti: Display Rata settings, public widget configuration, Piano D'Acquisto share data. */
export async function toolsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new ToolsService(app.db, app.log, app.config.brand, app.config.publicUrl, () => app.clock.now());

  // The provider's assumptions (rate, duration, LTV, income share): public, for both calculators.
  r.get(
    '/parametri',
    {
      schema: { tags: ['strumenti'], response: { 200: ToolDefaultsSchema } },
      onSend: publicCacheHook(),
    },
    async () => service.defaults(),
  );

  r.get(
    '/display-rata',
    {
      preHandler: app.requireAgency,
      schema: { tags: ['strumenti'], response: { 200: DisplayRataSettingsSchema, 401: ErrorBodySchema } },
    },
    async (req) => service.displayRataSettings(req.agency!.id),
  );

  r.put(
    '/display-rata',
    {
      preHandler: app.requireAgency,
      schema: {
        tags: ['strumenti'],
        body: DisplayRataSettingsInputSchema,
        response: { 200: DisplayRataSettingsSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (req) => {
      const saved = await service.saveDisplayRataSettings(req.agency!.id, req.body);
      req.log.info({ event: 'display_rata_saved', agencyId: req.agency!.id, enabled: req.body.enabled }, 'Display Rata salvato');
      return saved;
    },
  );

  // The one API answer meant for other sites: the widget on an agency's own pages reads it.
  // Open to every origin (no credentials), on success and on failure alike.
  r.get(
    '/widget/:slug',
    {
      schema: {
        tags: ['strumenti'],
        params: AgencySlugParamsSchema,
        response: { 200: WidgetConfigSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
      onRequest: async (_req, reply) => {
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
      onSend: publicCacheHook(),
    },
    async (req) => service.widgetConfig(req.params.slug),
  );

  r.get(
    '/piano-acquisto/:slug',
    {
      schema: {
        tags: ['strumenti'],
        params: AgencySlugParamsSchema,
        response: { 200: PianoShareSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
      onSend: publicCacheHook(),
    },
    async (req) => service.pianoShare(req.params.slug),
  );
}
