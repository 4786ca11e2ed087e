import {
  AGENCIES_CSV_COLUMNS,
  agencySearchText,
  agencyShown,
  searchTerms,
  type AgencyListFields,
  type AgencyListFilter,
  type AgencyExportQuery,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { identifier } from '../../lib/csv';
import type { XlsxColumn } from '../../lib/xlsx';
import { agencyCsvBatch, type AgencyCsvRow, type CsvCursor } from './agencies-admin.queries';

/** Rows per query: small enough that no batch holds the event loop, large enough to be quick. */
export const AGENCIES_EXPORT_BATCH = 1000;

/**
 * The list's filter from the export's query (?q=&stato=&tipo=&fimaa=&cancellazione=, the page's
 * own address).
 */
export function agencyListFilterOf(query: AgencyExportQuery | undefined): AgencyListFilter {
  return {
    q: query?.q ?? '',
    state: query?.stato ?? '',
    kind: query?.tipo ?? '',
    fimaa: query?.fimaa === 'si',
    erasureRequested: query?.cancellazione === 'si',
  };
}

/**
 * One exported agency, in the order of AGENCIES_CSV_COLUMNS: the CSV and the workbook write
 * the same cells. Partita IVA, CAP and phones are identifiers (kept as text).
 */
function exportCells({
  agency: a,
  referrerCodice,
  referrerNome,
  referrerCognome,
}: AgencyCsvRow): unknown[] {
  return [
    a.createdAt,
    a.state,
    a.ragioneSociale,
    a.nome,
    identifier(a.partitaIva),
    a.titolare,
    a.email,
    a.provincia,
    a.comune,
    identifier(a.cap),
    a.indirizzo,
    identifier(a.cellulare),
    identifier(a.telefono),
    a.provenienza,
    a.agenteInterno,
    a.fimaaRegister,
    referrerCodice,
    referrerCognome ? `${referrerCognome} ${referrerNome ?? ''}`.trim() : null,
    a.id,
  ];
}

/** The columns of listaAgenzie.xlsx: the CSV's header, each with its kind and width. */
export const AGENCIES_XLSX_COLUMNS: readonly XlsxColumn[] = AGENCIES_CSV_COLUMNS.map((header) => {
  switch (header) {
    case 'Data registrazione':
      return { header, kind: 'date', width: 17 };
    case 'Partita IVA':
    case 'CAP':
    case 'Cellulare':
    case 'Telefono':
      return { header, kind: 'identifier', width: header === 'CAP' ? 8 : 16 };
    case 'ID':
      return { header, kind: 'text', width: 38 };
    default:
      return { header, kind: 'text', width: 22 };
  }
});

/**
 * The agencies the list shows for `filter` (the shared rule of domain/agency-list.ts),
 * oldest first, as batches of cells. It reads one keyset batch when the file asks for
 * more, so memory stays constant however many agencies there are.
 */
export async function* agencyExportBatches(
  db: DbOrTx,
  filter: AgencyListFilter,
  batchSize = AGENCIES_EXPORT_BATCH,
): AsyncGenerator<unknown[][]> {
  const terms = searchTerms(filter.q);
  let cursor: CsvCursor | null = null;
  for (;;) {
    const batch = await agencyCsvBatch(db, cursor, batchSize, {
      fimaa: filter.fimaa === true,
      erasureRequested: filter.erasureRequested === true,
    });
    const shown = batch.filter((row) => {
      const fields: AgencyListFields = {
        ...row.agency,
        // The contract's spelling (spec section 3) for the column's.
        regioneSociale: row.agency.ragioneSociale,
        referente:
          row.referrerCodice !== null
            ? {
                codice: row.referrerCodice,
                nome: row.referrerNome ?? '',
                cognome: row.referrerCognome ?? '',
              }
            : null,
      };
      return agencyShown(fields, agencySearchText(fields), filter, terms);
    });
    if (shown.length > 0) yield shown.map(exportCells);
    const last = batch[batch.length - 1];
    if (!last || batch.length < batchSize) return;
    cursor = { createdAt: last.cursorAt, id: last.agency.id };
  }
}
