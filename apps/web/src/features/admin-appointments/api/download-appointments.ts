import { useCallback, useRef, useState } from 'react';
import {
  APPOINTMENTS_CSV_FILENAME,
  APPOINTMENTS_XLSX_FILENAME,
  type AdminAppointmentsExportBody,
} from '@portal/shared';
import {
  adminAppointmentsCsv,
  adminAppointmentsXlsx,
} from '@portal/shared/routes/admin-appointments';
import { saveBlob } from '../../../components/admin/save-file';
import { fetchApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { notifyError, notifySuccess } from '../../../lib/toast';

export type ExportFormat = 'csv' | 'xlsx';

export interface DownloadProgress {
  /**
   * Lines received after the header (a description with line breaks counts more: a guide,
   * not a count); null for the workbook, whose compressed bytes hold no countable lines.
   */
  rows: number | null;
  bytes: number;
}

const EXPORTS = {
  csv: {
    contract: adminAppointmentsCsv,
    fileName: APPOINTMENTS_CSV_FILENAME,
    type: 'text/csv;charset=utf-8',
    done: 'CSV scaricato',
    failed: 'Download del CSV non riuscito',
  },
  xlsx: {
    contract: adminAppointmentsXlsx,
    fileName: APPOINTMENTS_XLSX_FILENAME,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    done: 'File Excel scaricato',
    failed: 'Download del file Excel non riuscito',
  },
} as const;

const NEWLINE = 10;

/**
 * POST /v2/{product}/appuntamenti/admin_download → appuntamenti.csv, or
 * admin_downloadXLSX → appuntamenti.xlsx, with the admin headers: the rows of the filters,
 * or the ticked ones (`ids`, 'Esporta selezione'). The body is read as it
 * streams in, so the page can show how far it got and the admin can stop it; then the
 * file is saved from a Blob.
 */
export function useDownloadAppointments(format: ExportFormat) {
  const { productSlug } = usePublicConfig();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const file = EXPORTS[format];

  const start = useCallback(
    async (body: AdminAppointmentsExportBody) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      const counting = format === 'csv';
      setProgress({ rows: counting ? 0 : null, bytes: 0 });
      try {
        const res = await fetchApi(file.contract, {
          product: productSlug,
          body,
          signal: abort.signal,
        });
        const chunks: Uint8Array<ArrayBuffer>[] = [];
        let lines = 0;
        let bytes = 0;
        let shownAt = 0;
        const reader = res.body?.getReader();
        if (reader) {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            chunks.push(value);
            bytes += value.byteLength;
            if (counting) for (const byte of value) if (byte === NEWLINE) lines += 1;
            // A few updates a second are enough for the eye, and cheap for the page.
            if (performance.now() - shownAt > 150) {
              shownAt = performance.now();
              setProgress({ rows: counting ? Math.max(0, lines - 1) : null, bytes });
            }
          }
        } else {
          chunks.push(new Uint8Array(await res.arrayBuffer()));
        }
        saveBlob(new Blob(chunks, { type: file.type }), file.fileName);
        notifySuccess(file.done);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        notifyError(error, file.failed);
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
    [productSlug, format, file],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { start, cancel, progress, isPending: progress !== null };
}
