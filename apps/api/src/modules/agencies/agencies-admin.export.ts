import {
  agencySearchText,
  agencyShown,
  agencyStateShown,
  searchTerms,
  type AgencyListFields,
  type AgencyListFilter,
  type AgencyExportQuery,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { identifier, type CsvColumn } from '../../lib/csv';
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

/** A column of listaAgenzie.csv and .xlsx: the CSV's header and cell, the workbook's kind and width. */
export type AgencyExportColumn = CsvColumn<AgencyCsvRow> & Omit<XlsxColumn, 'header'>;

const text = (header: string, cell: (row: AgencyCsvRow) => unknown): AgencyExportColumn => ({
  header,
  cell,
  kind: 'text',
  width: 22,
});
/** Partita IVA, CAP and phones are identifiers (kept as text). */
const id = (header: string, width: number, value: (row: AgencyCsvRow) => string | null) => ({
  header,
  cell: (row: AgencyCsvRow) => identifier(value(row)),
  kind: 'identifier' as const,
  width,
});

/** The columns of listaAgenzie.csv and .xlsx, in order: the two files write the same cells. */
export const AGENCY_EXPORT_COLUMNS: readonly AgencyExportColumn[] = [
  { header: 'Data registrazione', cell: (r) => r.agency.createdAt, kind: 'date', width: 17 },
  text('Stato', (r) => agencyStateShown({ state: r.agency.state, erased: !!r.agency.erasedAt })),
  text('Ragione sociale', (r) => r.agency.ragioneSociale),
  text('Nome', (r) => r.agency.nome),
  id('Partita IVA', 16, (r) => r.agency.partitaIva),
  text('Titolare', (r) => r.agency.titolare),
  text('E-mail', (r) => r.agency.email),
  text('Provincia', (r) => r.agency.provincia),
  text('Comune', (r) => r.agency.comune),
  id('CAP', 8, (r) => r.agency.cap),
  text('Indirizzo', (r) => r.agency.indirizzo),
  id('Cellulare', 16, (r) => r.agency.cellulare),
  id('Telefono', 16, (r) => r.agency.telefono),
  text('Provenienza', (r) => r.agency.provenienza),
  text('Agente interno', (r) => r.agency.agenteInterno),
  text('FIMAA', (r) => r.agency.fimaaRegister),
  text('Codice referente', (r) => r.referrerCodice),
  text('Referente', (r) =>
    r.referrerCognome ? `${r.referrerCognome} ${r.referrerNome ?? ''}`.trim() : null,
  ),
  { header: 'ID', cell: (r) => r.agency.id, kind: 'text', width: 38 },
];

/**
 * The agencies the list shows for `filter` (the shared rule of domain/agency-list.ts),
 * oldest first, in batches. It reads one keyset batch when the file asks for
 * more, so memory stays constant however many agencies there are.
 */
export async function* agencyExportBatches(
  db: DbOrTx,
  filter: AgencyListFilter,
  batchSize = AGENCIES_EXPORT_BATCH,
): AsyncGenerator<AgencyCsvRow[]> {
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
    if (shown.length > 0) yield shown;
    const last = batch[batch.length - 1];
    if (!last || batch.length < batchSize) return;
    cursor = { createdAt: last.cursorAt, id: last.agency.id };
  }
}
