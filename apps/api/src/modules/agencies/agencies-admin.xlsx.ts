import type { Readable } from 'node:stream';
import type { AgencyListFilter } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { xlsxStream } from '../../lib/xlsx';
import { AGENCIES_XLSX_COLUMNS, agencyExportBatches } from './agencies-admin.export';

/** listaAgenzie.xlsx: the CSV's columns and rows (the list's filter), as a streamed workbook. */
export function agenciesXlsxStream(db: DbOrTx, filter: AgencyListFilter): Readable {
  return xlsxStream('Agenzie', AGENCIES_XLSX_COLUMNS, agencyExportBatches(db, filter));
}
