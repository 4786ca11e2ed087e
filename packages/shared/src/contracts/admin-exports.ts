import { z } from 'zod';
import { AgencyExportQuerySchema } from './admin-agencies';
import { AdminAppointmentsExportSchema } from './appointments-bulk';

/**
 * Exports saved by the browser as they arrive (decision 060): the admin asks for a link,
 * the browser's own download fetches it once, and the page polls how far it got.
 */

/** The files an export link can stream, each the same file as its authenticated route. */
export const EXPORT_KINDS = [
  'appuntamentiCsv',
  'appuntamentiXlsx',
  'agenzieCsv',
  'agenzieXlsx',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** Seconds a link waits to be opened; once opened it is spent, however long the file takes. */
export const EXPORT_LINK_TTL_SECONDS = 60;
/** Rows between two updates of the progress in the database. */
export const EXPORT_PROGRESS_EVERY = 10_000;

export const ExportLinkBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.enum(['appuntamentiCsv', 'appuntamentiXlsx']),
      filter: AdminAppointmentsExportSchema,
    }),
    z.object({
      kind: z.enum(['agenzieCsv', 'agenzieXlsx']),
      filter: AgencyExportQuerySchema,
    }),
  ],
  { message: 'Tipo di esportazione non valido' },
);
export type ExportLinkBody = z.input<typeof ExportLinkBodySchema>;

export const ExportLinkSchema = z.object({
  id: z.uuid(),
  /** The path of the single-use link (under /v2), for the browser to open. */
  url: z.string(),
  /** Rows the filter holds now: the 100% of the progress. */
  total: z.number().int(),
});
export type ExportLink = z.infer<typeof ExportLinkSchema>;

export const ExportIdParamsSchema = z.object({
  id: z.uuid({ message: 'Esportazione non trovata' }),
});

export const ExportTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'Link di esportazione non valido' }),
});

export const ExportProgressSchema = z.object({
  total: z.number().int(),
  written: z.number().int(),
  /** The link has been opened (the download started). */
  started: z.boolean(),
  finished: z.boolean(),
});
export type ExportProgress = z.infer<typeof ExportProgressSchema>;
