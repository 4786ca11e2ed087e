import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import * as exportsService from './exports.service';

/**
 * Exports the browser saves as they arrive (decision 060): admin_exportLink (a single-use
 * link for one file of the desk or the agency list), admin_exportProgress/:id (how far it
 * got, for the admin who asked) and export/:token (the file: the token is the credential).
 */
export async function exportsRoutes(app: FastifyInstance) {
  serve(app, routes.adminExportLink, {}, async (req) => {
    const link = await exportsService.createExportLink(app.deps, req.admin!.id, req.body);
    req.log.info(
      {
        event: 'admin_export_link',
        adminId: req.admin!.id,
        exportId: link.id,
        kind: req.body.kind,
      },
      'link di esportazione creato',
    );
    return link;
  });

  serve(app, routes.adminExportProgress, {}, async (req) =>
    exportsService.exportProgress(app.deps, req.admin!.id, req.params.id),
  );

  // A stream, not JSON; the token never reaches a log line (the URL is redacted).
  serve(
    app,
    routes.exportDownload,
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const opened = await exportsService.openExport(app.deps, req.params.token);
      req.log.info(
        {
          event: 'admin_export_download',
          adminId: opened.adminId,
          exportId: opened.id,
          kind: opened.kind,
        },
        'esportazione scaricata con link',
      );
      opened.stream.on('error', (err) => req.log.error({ err }, 'esportazione interrotta'));
      return reply
        .header('content-type', opened.contentType)
        .header('content-disposition', `attachment; filename="${opened.fileName}"`)
        .header('cache-control', 'no-store')
        .send(opened.stream);
    },
  );
}
