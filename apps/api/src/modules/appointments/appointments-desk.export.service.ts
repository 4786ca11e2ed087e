import type { Readable } from 'node:stream';
import type { AdminAppointmentsExport } from '@portal/shared';
import type { ServiceDeps } from '../../lib/service-deps';
import { appointmentsCsvStream } from './appointments-desk.csv';
import { countForDesk } from './appointments-desk.count.queries';
import { deskFilterOf } from './appointments-desk.rules';
import { XLSX_BATCH, appointmentsXlsxStream } from './appointments-desk.xlsx';

/**
 * The desk's exports for another module (an export link, decision 060): how many rows a
 * filter holds, as the desk counts them, and the same streams admin_download and
 * admin_downloadXLSX send.
 */
export async function countDeskExport(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  body: AdminAppointmentsExport,
): Promise<number> {
  return countForDesk(deps.db, deskFilterOf(body), deps.clock.now());
}

/** appuntamenti.csv or .xlsx of the filter; `onRows` hears the workbook's rows so far. */
export function deskExportStream(
  deps: Pick<ServiceDeps, 'db' | 'database' | 'config'>,
  body: AdminAppointmentsExport,
  format: 'csv' | 'xlsx',
  onRows?: (rows: number) => void,
): Readable {
  const filter = deskFilterOf(body);
  return format === 'xlsx'
    ? appointmentsXlsxStream(deps.db, filter, deps.config.productName, XLSX_BATCH, onRows)
    : appointmentsCsvStream(
        { db: deps.db, pool: deps.database.pool },
        filter,
        deps.config.productName,
      );
}
