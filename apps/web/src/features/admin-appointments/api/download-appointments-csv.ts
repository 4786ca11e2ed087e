import { useCallback, useRef, useState } from 'react';
import { APPOINTMENTS_CSV_FILENAME } from '@portal/shared';
import { adminAppointmentsCsv } from '@portal/shared/routes/admin-appointments';
import { saveBlob } from '../../../components/admin/save-file';
import { fetchApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { filterBody, type DeskFilters } from '../components/desk-rules';

export interface CsvProgress {
  /** Lines received after the header (a description with line breaks counts more: a guide, not a count). */
  rows: number;
  bytes: number;
}

const NEWLINE = 10;

/**
 * POST /v2/{product}/appuntamenti/admin_download → appuntamenti.csv with the admin
 * headers. The body is read as it streams in, so the page can show how far it got and
 * the admin can stop it; then the file is saved from a Blob.
 */
export function useDownloadAppointmentsCsv() {
  const { productSlug } = usePublicConfig();
  const [progress, setProgress] = useState<CsvProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async (filters: DeskFilters) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setProgress({ rows: 0, bytes: 0 });
      try {
        const res = await fetchApi(adminAppointmentsCsv, {
          product: productSlug,
          body: filterBody(filters),
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
            for (const byte of value) if (byte === NEWLINE) lines += 1;
            // A few updates a second are enough for the eye, and cheap for the page.
            if (performance.now() - shownAt > 150) {
              shownAt = performance.now();
              setProgress({ rows: Math.max(0, lines - 1), bytes });
            }
          }
        } else {
          chunks.push(new Uint8Array(await res.arrayBuffer()));
        }
        saveBlob(new Blob(chunks, { type: 'text/csv;charset=utf-8' }), APPOINTMENTS_CSV_FILENAME);
        notifySuccess('CSV scaricato');
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        notifyError(error, 'Download del CSV non riuscito');
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
    [productSlug],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { start, cancel, progress, isPending: progress !== null };
}
