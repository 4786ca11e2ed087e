import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { DATA_EXPORT_FILENAME, DATA_EXPORT_HTML_FILENAME } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import { exportData, exportDataHtml } from './agency-export.service';
import * as service from './agency-self.service';

/** /v2/{product}/user: the signed-in agency's own account: password, linked agencies, its data (GDPR). */
export async function agencySelfRoutes(app: FastifyInstance) {
  serve(
    app,
    routes.userChangePassword,
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (req) =>
      service.changePassword(
        { ...app.deps, log: req.log },
        app.auth,
        req.agency!,
        req.body,
        req.ip,
      ),
  );

  serve(app, routes.userLinkedAgencies, {}, async (req) =>
    service.linkedAgencies(app.db, req.agency!),
  );

  serve(app, routes.userExportData, {}, async (req, reply) => {
    reply.header('content-disposition', `attachment; filename="${DATA_EXPORT_FILENAME}"`);
    req.log.info({ event: 'data_export', agencyId: req.agency!.id }, 'esportazione dati agenzia');
    return exportData(app.deps, req.agency!);
  });

  // The same data as a page to read, beside the JSON (decision 097): not JSON, so no
  // serializer (a file route answers a stream, as the CSV ones); the page is built from the
  // checked export and escapes every value.
  serve(app, routes.userExportDataHtml, {}, async (req, reply) => {
    req.log.info(
      { event: 'data_export', agencyId: req.agency!.id, format: 'html' },
      'esportazione dati agenzia (pagina)',
    );
    const page = await exportDataHtml(app.deps, req.agency!);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-disposition', `attachment; filename="${DATA_EXPORT_HTML_FILENAME}"`)
      .send(Readable.from([page]));
  });

  serve(
    app,
    routes.userRequestErasure,
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
    async (req) => service.requestErasure({ ...app.deps, log: req.log }, req.agency!),
  );

  serve(app, routes.userErasureRequest, {}, async (req) =>
    service.erasureState(app.deps, req.agency!),
  );
}
