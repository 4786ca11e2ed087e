// Exports the browser saves as they arrive (decision 060): a single-use link, its download
// and its progress.
import {
  ExportIdParamsSchema,
  ExportLinkBodySchema,
  ExportLinkSchema,
  ExportProgressSchema,
  ExportTokenParamsSchema,
} from '../contracts/admin-exports';
import { defineRoute } from './define';
import { errors } from './errors';

const tag = 'esportazioni (admin)';

/** A link for one export of the filter, valid once, for a minute, and the rows it holds. */
export const adminExportLink = defineRoute({
  method: 'POST',
  path: '/v2/{product}/user/admin_exportLink',
  who: 'admin',
  tag,
  summary:
    'Link monouso (60 secondi per aprirlo) per scaricare appuntamenti o agenzie in CSV o Excel, e quante righe contiene',
  body: ExportLinkBodySchema,
  responses: { 200: ExportLinkSchema, ...errors(400, 401, 403) },
});

/** How far the download of a link got: rows written of the total, finished or not. */
export const adminExportProgress = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/admin_exportProgress/:id',
  who: 'admin',
  tag,
  summary: 'Avanzamento di un’esportazione chiesta dallo stesso amministratore',
  params: ExportIdParamsSchema,
  responses: { 200: ExportProgressSchema, ...errors(400, 401, 404) },
});

/**
 * The file itself, opened by the browser's download: the token is the credential (a
 * navigation sends no admin header). Once only: a second opening or an expired link gets 410.
 */
export const exportDownload = defineRoute({
  method: 'GET',
  path: '/v2/{product}/export/:token',
  who: 'public',
  tag,
  summary:
    'Il file di un link di esportazione (monouso): 404 link sconosciuto, 410 già usato o scaduto',
  // The CSV or the Excel workbook, as the link was asked for.
  kind: 'file',
  params: ExportTokenParamsSchema,
  // A stream: no schema for the file; the errors travel in the usual envelope.
  responses: {},
});
