import type { Readable } from 'node:stream';
import type { AgencyListFilter } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { csvStream } from '../../lib/csv';
import {
  AGENCIES_EXPORT_BATCH,
  AGENCY_EXPORT_COLUMNS,
  agencyExportBatches,
} from './agencies-admin.export';

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
  return csvStream(AGENCY_EXPORT_COLUMNS, agencyExportBatches(db, filter, batchSize));
}
