import { useCallback } from 'react';
import type { AgencyListFilter } from '@portal/shared';
import { useExportLink } from '../../../components/admin/export-link';
import { exportQuery } from '../components/agency-list-rules';

export type AgencyExportFormat = 'csv' | 'xlsx';

const EXPORTS = {
  csv: { kind: 'agenzieCsv', failed: 'Download del CSV non riuscito' },
  xlsx: { kind: 'agenzieXlsx', failed: 'Download del file Excel non riuscito' },
} as const;

/**
 * listaAgenzie.csv or listaAgenzie.xlsx: the agencies the list shows for its search and
 * filters, through a single-use link the browser saves as it arrives, with the rows
 * written polled every second (decision 060).
 */
export function useDownloadAgencies(format: AgencyExportFormat) {
  const { kind, failed } = EXPORTS[format];
  const link = useExportLink(failed);
  const { start } = link;
  const startWith = useCallback(
    (filter: AgencyListFilter) => start({ kind, filter: exportQuery(filter) }),
    [start, kind],
  );
  return { ...link, start: startWith };
}
