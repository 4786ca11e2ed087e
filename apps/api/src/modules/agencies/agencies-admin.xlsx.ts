import type { Readable } from 'node:stream';
import type { AgencyListFilter } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { xlsxStream } from '../../lib/xlsx';
import { AGENCY_EXPORT_COLUMNS, agencyExportBatches } from './agencies-admin.export';

/**
 * listaAgenzie.xlsx: the CSV's columns and rows (the list's filter), as a streamed workbook.
 * `onRows` hears the rows taken so far (an export link's progress, decision 060).
 */
export function agenciesXlsxStream(
  db: DbOrTx,
  filter: AgencyListFilter,
  onRows?: (rows: number) => void,
): Readable {
  async function* counted() {
    let rows = 0;
    for await (const batch of agencyExportBatches(db, filter)) {
      rows += batch.length;
      onRows?.(rows);
      yield batch.map((row) => AGENCY_EXPORT_COLUMNS.map((c) => c.cell(row)));
    }
  }
  return xlsxStream('Agenzie', AGENCY_EXPORT_COLUMNS, counted());
}
