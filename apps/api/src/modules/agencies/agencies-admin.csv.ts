import { Readable } from 'node:stream';
import { AGENCIES_CSV_COLUMNS } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { CSV_BOM, csvRow } from '../../lib/csv';
import { agencyCsvBatch, type AgencyCsvRow, type CsvCursor } from './agencies-admin.queries';

/** Rows per query: small enough that no batch holds the event loop, large enough to be quick. */
export const AGENCIES_CSV_BATCH = 1000;

function csvLine({
  agency: a,
  referrerCodice,
  referrerNome,
  referrerCognome,
}: AgencyCsvRow): string {
  return csvRow([
    a.createdAt,
    a.state,
    a.ragioneSociale,
    a.nome,
    a.partitaIva,
    a.titolare,
    a.email,
    a.provincia,
    a.comune,
    a.cap,
    a.indirizzo,
    a.cellulare,
    a.telefono,
    a.provenienza,
    a.agenteInterno,
    a.fimaaRegister,
    referrerCodice,
    referrerCognome ? `${referrerCognome} ${referrerNome ?? ''}`.trim() : null,
    a.id,
  ]);
}

/**
 * listaAgenzie.csv as a stream (decisions.md: semicolon, UTF-8 with BOM, every cell
 * quoted, formula cells neutralised, dates dd/mm/yyyy HH:mm in Europe/Rome). It reads one
 * keyset batch when the response asks for more, so memory stays constant however many
 * agencies there are, and the event loop is free between batches.
 */
export function agenciesCsvStream(db: DbOrTx, batchSize = AGENCIES_CSV_BATCH): Readable {
  async function* lines() {
    yield CSV_BOM + csvRow(AGENCIES_CSV_COLUMNS);
    let cursor: CsvCursor | null = null;
    for (;;) {
      const batch = await agencyCsvBatch(db, cursor, batchSize);
      if (batch.length > 0) yield batch.map(csvLine).join('');
      const last = batch[batch.length - 1];
      if (!last || batch.length < batchSize) return;
      cursor = { createdAt: last.cursorAt, id: last.agency.id };
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
