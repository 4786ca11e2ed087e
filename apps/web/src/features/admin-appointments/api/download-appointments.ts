import { useCallback } from 'react';
import type { AdminAppointmentsExportBody } from '@portal/shared';
import { useExportLink } from '../../../components/admin/export-link';

export type ExportFormat = 'csv' | 'xlsx';

const EXPORTS = {
  csv: { kind: 'appuntamentiCsv', failed: 'Download del CSV non riuscito' },
  xlsx: { kind: 'appuntamentiXlsx', failed: 'Download del file Excel non riuscito' },
} as const;

/**
 * appuntamenti.csv or appuntamenti.xlsx: the rows of the filters, or the ticked ones
 * (`ids`, 'Esporta selezione'), through a single-use link the browser saves as it
 * arrives (POST admin_exportLink, then GET export/:token), with the rows written polled
 * from admin_exportProgress (decision 060).
 */
export function useDownloadAppointments(format: ExportFormat) {
  const { kind, failed } = EXPORTS[format];
  const link = useExportLink(failed);
  const { start } = link;
  const startWith = useCallback(
    (filter: AdminAppointmentsExportBody) => start({ kind, filter }),
    [start, kind],
  );
  return { ...link, start: startWith, isPending: link.running };
}
