import { desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema/index';
import type { CsvColumn } from '../../lib/csv';
import {
  after,
  agente,
  agenzia,
  deskCondition,
  type DeskCursor,
} from './appointments-desk.queries';
import type { DeskFilter } from './appointments-desk.rules';

/**
 * appuntamenti.csv is written by the database: each column's cell is the SQL text of what
 * the file shows (lib/csv.ts's csvText, in SQL), never null. On PostgreSQL `COPY … (FORMAT
 * csv)` quotes these texts itself; on the embedded database the same query is read in
 * keyset batches and csv-stringify quotes them (appointments-desk.csv.ts): the same bytes.
 */

/**
 * What a CSV cell holds, before quoting, by the rules of lib/csv.ts (csvText): a leading
 * = + - @ tab or CR neutralised with an apostrophe, null as empty. The first character is
 * tested by its code (- = + @ tab CR), a quarter cheaper than a regular expression over a
 * million rows.
 */
export const cellText = (value: SQL) =>
  sql<string>`case when ascii(${value}) in (45, 61, 43, 64, 9, 13) then '''' || ${value} else coalesce(${value}, '') end`;

/**
 * An identifier (the client's phone) by the rule of lib/csv.ts: the formula `="…"` when the
 * value matches IDENTIFIER_PATTERN, which holds no quote, so a spreadsheet keeps it as
 * text; any other value is an ordinary cell.
 */
export const identifierText = (value: SQL) =>
  sql<string>`case when ${value} ~ '^[+]?[0-9][0-9 ./-]*$' then '="' || ${value} || '"' else ${cellText(value)} end`;

/** A date as formatDateTime writes it, Europe/Rome, empty when null. */
export const romeDateText = (column: SQLWrapper) =>
  sql<string>`coalesce(to_char(${column} at time zone 'Europe/Rome', 'DD/MM/YYYY HH24:MI'), '')`;

const yesNoText = (column: SQLWrapper) => sql<string>`case when ${column} then 'SI' else 'NO' end`;

/** The tables a cell of appuntamenti.csv may read: the appointment, its agency and its agent. */
export interface DeskCsvTables {
  a: typeof appointments;
  agenzia: typeof agenzia;
  agente: typeof agente;
}
const TABLES: DeskCsvTables = { a: appointments, agenzia, agente };

export type DeskCsvColumn = CsvColumn<DeskCsvTables, SQL<string>>;

/**
 * The columns of appuntamenti.csv in the order of spec section 9. The client is three
 * columns (name and surname, e-mail, phone) so each can be sorted and filtered in a
 * spreadsheet; the paid flag's column is the product name upper-cased ('8VOLANTE').
 */
export function appointmentsCsvColumns(productName: string): readonly DeskCsvColumn[] {
  return [
    { header: 'Data inserimento', cell: ({ a }) => romeDateText(a.createdAt) },
    { header: 'Stato', cell: ({ a }) => sql<string>`${a.state}::text` },
    { header: 'Data Fatto Appuntamento', cell: ({ a }) => romeDateText(a.dataFattoAppuntamento) },
    { header: 'Agente', cell: ({ agente }) => cellText(sql`${agente.nome}`) },
    { header: 'Agenzia', cell: ({ agenzia }) => cellText(sql`${agenzia.nome}`) },
    { header: 'E-mail agenzia', cell: ({ agenzia }) => cellText(sql`${agenzia.email}`) },
    { header: 'Cliente', cell: ({ a }) => cellText(sql`trim(${a.name} || ' ' || ${a.surname})`) },
    { header: 'E-mail cliente', cell: ({ a }) => cellText(sql`${a.email}`) },
    { header: 'Telefono cliente', cell: ({ a }) => identifierText(sql`${a.cellulare}`) },
    { header: productName.toUpperCase(), cell: ({ a }) => yesNoText(a.payed) },
    { header: 'WC', cell: ({ a }) => yesNoText(a.wc) },
    { header: 'Descrizione', cell: ({ a }) => cellText(sql`${a.description}`) },
  ];
}

/** The columns' cells as a selection, `c0`, `c1`, … in the columns' order. */
function cellsOf(columns: readonly DeskCsvColumn[]): Record<string, SQL<string>> {
  return Object.fromEntries(columns.map((column, i) => [`c${i}`, column.cell(TABLES)]));
}

/** The one query of the export: the filter's rows, in the table's order (newest first). */
function deskCsvRows(db: DbOrTx, selection: Record<string, SQL>, where: SQL | undefined) {
  return db
    .select(selection)
    .from(appointments)
    .innerJoin(agenzia, eq(agenzia.id, appointments.agencyId))
    .leftJoin(agente, eq(agente.id, appointments.agentId))
    .where(where)
    .orderBy(desc(appointments.createdAt), desc(appointments.id));
}

/** Every row of the filter as its cells' texts: what PostgreSQL's COPY writes as the file. */
export function deskCsvQuery(db: DbOrTx, f: DeskFilter, columns: readonly DeskCsvColumn[]) {
  return deskCsvRows(db, cellsOf(columns), deskCondition(f));
}

/** One row of a batch: its cells' texts in the columns' order, and where the next batch starts. */
export interface DeskCsvBatchRow {
  texts: string[];
  cursor: DeskCursor;
}

/** The same rows after `cursor`, `limit` of them (the embedded database's keyset batches). */
export async function deskCsvBatch(
  db: DbOrTx,
  f: DeskFilter,
  columns: readonly DeskCsvColumn[],
  cursor: DeskCursor | null,
  limit: number,
): Promise<DeskCsvBatchRow[]> {
  const selection = {
    ...cellsOf(columns),
    at: sql`${appointments.createdAt}::text`,
    id: sql`${appointments.id}`,
  };
  const rows = await deskCsvRows(db, selection, deskCondition(f, after(cursor))).limit(limit);
  return rows.map((row) => ({
    texts: columns.map((_, i) => row[`c${i}`] as string),
    cursor: { createdAt: row.at as string, id: row.id as string },
  }));
}
