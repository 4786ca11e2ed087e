import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import { PIANO_LEAD_TEXT } from '@portal/shared';
import { sendPianoLead } from './piano-lead.service';
import { createSitePreview, sitePreviewHtml } from './site-preview.service';
import { PREVIEW_HEADERS } from './site-preview.html';
import { ToolsService } from './tools.service';

/**
 * Short public caching: a change of settings or of the provider's conditions reaches every
 * listing page within five minutes, stale copies included (decision 056).
 */
const PUBLIC_CACHE = 'public, max-age=240, stale-while-revalidate=60';
const PUBLIC_MISS_CACHE = 'public, max-age=60';

function publicCacheHook() {
  return async (_req: unknown, reply: FastifyReply, payload: unknown) => {
    const status = reply.statusCode;
    reply.header(
      'cache-control',
      status === 200 ? PUBLIC_CACHE : status === 404 ? PUBLIC_MISS_CACHE : 'no-store',
    );
    return payload;
  };
}

/** The widget's configuration is read from other sites: open to every origin, no credentials. */
async function allowEveryOrigin(_req: FastifyRequest, reply: FastifyReply) {
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/** /v2/{product}/strumenti: Display Rata settings, public widget configuration, Piano D'Acquisto share data. */
export async function toolsRoutes(app: FastifyInstance) {
  const service = new ToolsService(app.db, app.log, app.config.brand, app.config.publicUrl, () =>
    app.clock.now(),
  );

  // The provider's assumptions (rate, duration, LTV, income share): public, for both calculators.
  serve(app, routes.toolDefaults, { onSend: publicCacheHook() }, async () => service.defaults());

  serve(app, routes.displayRataSettings, {}, async (req) =>
    service.displayRataSettings(req.agency!.id),
  );

  serve(app, routes.displayRataSettingsSave, {}, async (req) => {
    const saved = await service.saveDisplayRataSettings(req.agency!.id, req.body);
    req.log.info(
      { event: 'display_rata_saved', agencyId: req.agency!.id, enabled: req.body.enabled },
      'Display Rata salvato',
    );
    return saved;
  });

  // «Prova sul tuo sito»: each try fetches a page from the internet, so 20 a minute, enough
  // for an agency trying selectors one after the other.
  serve(
    app,
    routes.sitePreviewCreate,
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (req) =>
      createSitePreview({ ...app.deps, log: req.log }, service, req.agency!.id, req.body),
  );

  // The kept page for the settings page's frame: a sandboxed document, not an API answer.
  serve(app, routes.sitePreviewPage, {}, async (req, reply) => {
    const html = await sitePreviewHtml(app.deps, req.params.id);
    return reply.headers(PREVIEW_HEADERS).send(html);
  });

  // The one API answer meant for other sites: the widget on an agency's own pages reads it.
  // Open to every origin (no credentials), on success and on failure alike.
  serve(
    app,
    routes.widgetConfig,
    { onRequest: allowEveryOrigin, onSend: publicCacheHook() },
    async (req) => service.widgetConfig(req.params.slug),
  );

  serve(app, routes.pianoShare, { onSend: publicCacheHook() }, async (req) =>
    service.pianoShare(req.params.slug),
  );

  // A client sends the plan to the agency: public, so few per address (an office sends a
  // handful an hour), idempotent on a double submit, a honeypot against form fillers.
  serve(
    app,
    routes.pianoLead,
    { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
    async (req) => {
      await sendPianoLead({ ...req.deps, log: req.log }, req.params.slug, req.body);
      return { message: PIANO_LEAD_TEXT.sent };
    },
  );
}
