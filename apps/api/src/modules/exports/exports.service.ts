import { pipeline, type Readable } from 'node:stream';
import {
  AGENCIES_CSV_FILENAME,
  AGENCIES_XLSX_FILENAME,
  APPOINTMENTS_CSV_FILENAME,
  APPOINTMENTS_XLSX_FILENAME,
  AdminAppointmentsExportSchema,
  AgencyExportQuerySchema,
  EXPORT_LINK_TTL_SECONDS,
  EXPORT_PROGRESS_EVERY,
  ErrorCode,
  type ExportKind,
  type ExportLink,
  type ExportProgress,
} from '@portal/shared';
import { XLSX_CONTENT_TYPE } from '@portal/shared/routes';
import type { ExportLinkRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import { hashOpaqueToken, randomToken } from '../../lib/tokens';
import { agencyExportStream, countAgencyExport } from '../agencies/agencies-admin.export.service';
import {
  countDeskExport,
  deskExportStream,
} from '../appointments/appointments-desk.export.service';
import { csvRecordCounter } from './csv-row-counter';
import * as q from './exports.queries';

type Deps = Pick<ServiceDeps, 'db' | 'database' | 'clock' | 'config' | 'log'>;
type Params = { kind: ExportKind; filter: unknown };

/** Links older than this are deleted when the same admin asks for a new one. */
const KEEP_MS = 24 * 60 * 60_000;

const FILES: Record<ExportKind, { fileName: string; contentType: string }> = {
  appuntamentiCsv: { fileName: APPOINTMENTS_CSV_FILENAME, contentType: 'text/csv; charset=utf-8' },
  appuntamentiXlsx: { fileName: APPOINTMENTS_XLSX_FILENAME, contentType: XLSX_CONTENT_TYPE },
  agenzieCsv: { fileName: AGENCIES_CSV_FILENAME, contentType: 'text/csv; charset=utf-8' },
  agenzieXlsx: { fileName: AGENCIES_XLSX_FILENAME, contentType: XLSX_CONTENT_TYPE },
};

const isAppointments = (kind: ExportKind) => kind.startsWith('appuntamenti');

/** Rows the filter holds now: what the desk or the agency list shows as its total. */
async function countRows(deps: Deps, { kind, filter }: Params): Promise<number> {
  return isAppointments(kind)
    ? countDeskExport(deps, AdminAppointmentsExportSchema.parse(filter))
    : countAgencyExport(deps, AgencyExportQuerySchema.parse(filter));
}

/** Every admin's links older than a day: the hourly housekeeping's share of the exports. */
export async function purgeOldExportLinks(deps: Pick<ServiceDeps, 'db'>, now: number) {
  await q.deleteOldExportLinks(deps.db, new Date(now - KEEP_MS));
}

/**
 * admin_exportLink: a random token (only its hash is stored) the browser may open once
 * within EXPORT_LINK_TTL_SECONDS, bound to the admin who asked, with the filter's rows.
 */
export async function createExportLink(
  deps: Deps,
  adminId: string,
  params: Params,
): Promise<ExportLink> {
  const now = deps.clock.now();
  const total = await countRows(deps, params);
  const { token, hash } = randomToken();
  await q.deleteOldExportLinks(deps.db, new Date(now - KEEP_MS), adminId);
  const id = await q.insertExportLink(deps.db, {
    tokenHash: hash,
    adminId,
    kind: params.kind,
    params: params.filter,
    totalRows: total,
    expiresAt: new Date(now + EXPORT_LINK_TTL_SECONDS * 1000),
    createdAt: new Date(now),
  });
  const url = `/v2/${deps.config.productSlug}/export/${token}`;
  return { id, url, total };
}

/** admin_exportProgress: only the admin who asked for the link sees how far it got. */
export async function exportProgress(
  deps: Deps,
  adminId: string,
  id: string,
): Promise<ExportProgress> {
  const row = await q.exportLinkOf(deps.db, id, adminId);
  if (!row) throw notFound('Esportazione non trovata.');
  return {
    total: row.totalRows,
    written: row.rowsWritten,
    started: row.usedAt !== null,
    finished: row.finishedAt !== null,
  };
}

/**
 * Keeps rows_written up to date: every EXPORT_PROGRESS_EVERY rows, then the last count with
 * finished_at. The writes run one after the other, off the stream's path.
 */
function progressWriter(deps: Deps, id: string) {
  let saved = 0;
  let last = 0;
  let chain: Promise<void> = Promise.resolve();
  const write = (rows: number, finishedAt?: Date) => {
    chain = chain
      .then(() => q.setRowsWritten(deps.db, id, rows, finishedAt))
      .catch((err: unknown) => deps.log.warn({ err, exportId: id }, 'avanzamento non salvato'));
  };
  return {
    rows(rows: number) {
      last = rows;
      if (rows - saved >= EXPORT_PROGRESS_EVERY) {
        saved = rows;
        write(rows);
      }
    },
    finish() {
      write(last, new Date(deps.clock.now()));
      return chain;
    },
  };
}

function streamOf(deps: Deps, row: ExportLinkRow, onRows: (rows: number) => void): Readable {
  const format = row.kind.endsWith('Xlsx') ? 'xlsx' : 'csv';
  const stream = isAppointments(row.kind)
    ? deskExportStream(deps, AdminAppointmentsExportSchema.parse(row.params), format, onRows)
    : agencyExportStream(deps, AgencyExportQuerySchema.parse(row.params), format, onRows);
  if (format === 'xlsx') return stream;
  // The CSV's records as they pass, less the header.
  const counter = csvRecordCounter((records) => onRows(Math.max(0, records - 1)));
  return pipeline(stream, counter, () => undefined);
}

export interface OpenedExport {
  id: string;
  adminId: string;
  kind: ExportKind;
  fileName: string;
  contentType: string;
  stream: Readable;
  /** Settles once the file has been written whole and its last count saved. */
  done: Promise<void>;
}

/**
 * The GET of a link: spends it (atomically: a second opening, from any process, finds it
 * used) and streams the same file the authenticated route streams for the same filter.
 */
export async function openExport(deps: Deps, token: string): Promise<OpenedExport> {
  const hash = hashOpaqueToken(token);
  const row = await q.claimExportLink(deps.db, hash, new Date(deps.clock.now()));
  if (!row) {
    if (await q.exportLinkExists(deps.db, hash)) {
      throw new AppError(
        410,
        ErrorCode.gone,
        'Link di esportazione già usato o scaduto: torna alla pagina e chiedi di nuovo il file.',
      );
    }
    throw notFound('Link di esportazione non trovato.');
  }
  const progress = progressWriter(deps, row.id);
  const stream = streamOf(deps, row, (rows) => progress.rows(rows));
  const done = new Promise<void>((resolve) => {
    let ended = false;
    stream.once('end', () => {
      ended = true;
      void progress.finish().then(resolve);
    });
    // Abandoned half-way: the count stays where it got, never finished.
    stream.once('close', () => {
      if (!ended) resolve();
    });
  });
  return { id: row.id, adminId: row.adminId, kind: row.kind, ...FILES[row.kind], stream, done };
}
