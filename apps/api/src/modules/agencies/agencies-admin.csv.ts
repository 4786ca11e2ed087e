import { Readable } from 'node:stream';
import { AGENCIES_CSV_COLUMNS, type AgencyListFilter } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { CSV_BOM, csvRow } from '../../lib/csv';
import { AGENCIES_EXPORT_BATCH, agencyExportBatches } from './agencies-admin.export';

const ALL: AgencyListFilter = { q: '', state: '', kind: '' };

/**
 * listaAgenzie.csv as a stream (decisions.md: semicolon, UTF-8 with BOM, every cell
 * quoted, formula cells neutralised, dates dd/mm/yyyy HH:mm in Europe/Rome; identifiers
 * as `="…"`, decision 029): the agencies the list shows for `filter`. It reads one keyset
 * batch when the response asks for more, so memory stays constant however many agencies
 * there are, and the event loop is free between batches.
 */
export function agenciesCsvStream(
  db: DbOrTx,
  filter: AgencyListFilter = ALL,
  batchSize = AGENCIES_EXPORT_BATCH,
): Readable {
  async function* lines() {
    yield CSV_BOM + csvRow(AGENCIES_CSV_COLUMNS);
    for await (const rows of agencyExportBatches(db, filter, batchSize)) {
      yield rows.map(csvRow).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
