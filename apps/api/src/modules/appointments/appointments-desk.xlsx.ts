import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client';
import { identifier } from '../../lib/csv';
import { xlsxStream, type XlsxColumn } from '../../lib/xlsx';
import { appointmentsCsvColumns } from './appointments-desk.csv.queries';
import { xlsxBatch, type DeskCursor } from './appointments-desk.queries';
import type { DeskFilter } from './appointments-desk.rules';

/** Rows per query: a short index range read each, on PostgreSQL and on PGlite alike. */
export const XLSX_BATCH = 1000;

const WIDTHS = [17, 18, 17, 22, 26, 28, 26, 28, 18, 10, 6, 40];
/** The CSV's header, each column with its kind: dates are dates, the phone an identifier. */
export function appointmentsXlsxColumns(productName: string): XlsxColumn[] {
  return appointmentsCsvColumns(productName).map(({ header }, i) => ({
    header,
    kind: i === 0 || i === 2 ? 'date' : i === 8 ? 'identifier' : 'text',
    width: WIDTHS[i] ?? 20,
  }));
}

async function* batches(
  db: DbOrTx,
  filter: DeskFilter,
  batchSize: number,
  onRows?: (rows: number) => void,
) {
  let cursor: DeskCursor | null = null;
  let rows = 0;
  for (;;) {
    const batch = await xlsxBatch(db, filter, cursor, batchSize);
    if (batch.length > 0) {
      rows += batch.length;
      onRows?.(rows);
      yield batch.map((r) => [
        r.createdAt,
        r.state,
        r.dataFattoAppuntamento,
        r.agenteNome,
        r.agenziaNome,
        r.agenziaEmail,
        r.cliente,
        r.email,
        identifier(r.cellulare),
        r.payed,
        r.wc,
        r.description,
      ]);
    }
    const last = batch[batch.length - 1];
    if (!last || batch.length < batchSize) return;
    cursor = { createdAt: last.at, id: last.id };
  }
}

/**
 * appuntamenti.xlsx: the rows of the desk's filters in the table's order (newest first),
 * the CSV's columns, streamed in keyset batches so memory stays bounded whatever the
 * number of rows. Slower than the CSV, which the database writes by itself. `onRows` hears
 * the rows taken so far (an export link's progress, decision 060).
 */
export function appointmentsXlsxStream(
  db: DbOrTx,
  filter: DeskFilter,
  productName: string,
  batchSize = XLSX_BATCH,
  onRows?: (rows: number) => void,
): Readable {
  return xlsxStream(
    'Appuntamenti',
    appointmentsXlsxColumns(productName),
    batches(db, filter, batchSize, onRows),
  );
}
