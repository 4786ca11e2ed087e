import { Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify/sync';
import { formatDateTime } from '@portal/shared/domain/format';

/**
 * CSV for Excel in Italian (decisions.md, ASVS 1.2.10): semicolon separator, UTF-8 with
 * BOM, every field quoted with quotes doubled, cells that a spreadsheet would run as a
 * formula (= + - @ tab CR) neutralised with a leading apostrophe, dates dd/mm/yyyy HH:mm
 * in Europe/Rome. Identifiers (Partita IVA, CAP, phones) are written as `="…"` so a
 * spreadsheet keeps them as text (decision 029).
 */
export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * What an identifier may hold to be written as a text formula: an optional `+`, a digit,
 * then digits, spaces, dots, slashes and dashes (the phone rule of the contracts). No quote
 * can appear, so the value never leaves the formula's string literal. The SQL of the
 * appointments export tests the same pattern (appointments-desk.csv.queries.ts).
 */
export const IDENTIFIER_PATTERN = /^[+]?[0-9][0-9 ./-]*$/;

/** A value the server itself formats as an identifier, to be kept as text by a spreadsheet. */
export interface Identifier {
  readonly identifier: string | null;
}
export const identifier = (value: string | null | undefined): Identifier => ({
  identifier: value ?? null,
});
export const isIdentifier = (value: unknown): value is Identifier =>
  typeof value === 'object' && value !== null && 'identifier' in value;

/**
 * An identifier cell. Excel and LibreOffice read a bare `07643520567` or `00185` as a
 * number and drop the leading zero, and show the apostrophe of a neutralised `'+39…`; the
 * formula `="07643520567"` gives the text itself in both, on a double-click open. Any other
 * value (a name typed into a phone field) is an ordinary, neutralised cell.
 */
export const csvIdentifierCell = (value: string | null): string => csvCell(identifier(value));

/**
 * A cell's text as the file shows it, before quoting: dates dd/mm/yyyy HH:mm in
 * Europe/Rome, flags SI/NO, null empty, identifiers as their text formula, and a text that
 * a spreadsheet would run as a formula (= + - @ tab CR) neutralised with an apostrophe.
 */
export function csvText(value: unknown): string {
  if (isIdentifier(value)) {
    const id = value.identifier;
    if (id !== null && IDENTIFIER_PATTERN.test(id)) return `="${id}"`;
    return csvText(id);
  }
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = formatDateTime(value);
  else if (typeof value === 'boolean') text = value ? 'SI' : 'NO';
  else text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * csv-stringify set to write what PostgreSQL's `COPY … (FORMAT csv, DELIMITER ';',
 * FORCE_QUOTE *)` writes: every field quoted (the empty ones too), quotes doubled, each
 * line ended by LF. The two write the same bytes for the same texts, so an export may come
 * from either.
 */
const STRINGIFY: Options = {
  delimiter: ';',
  quoted: true,
  quoted_empty: true,
  record_delimiter: '\n',
};

/** Lines of already formatted texts (csvText, or the texts the database formats). */
export const csvLines = (records: readonly (readonly string[])[]): string =>
  stringify(records as string[][], STRINGIFY);

/** One cell, quoted. */
export const csvCell = (value: unknown): string => csvLines([[csvText(value)]]).slice(0, -1);

/** One line of values, each written as csvCell does. */
export const csvRow = (values: readonly unknown[]): string => csvLines([values.map(csvText)]);

/**
 * One column of a CSV export: its header and how a row gives its cell. An export is a list
 * of these, so its header and its cells cannot drift apart, and a column without its cell,
 * or a cell that reads another kind of row, does not compile. `Cell` is a value for the
 * exports written by the server (csvText formats it) and the SQL text of the cell for the
 * one the database writes (appointments-desk.csv.queries.ts).
 */
export interface CsvColumn<Row, Cell = unknown> {
  readonly header: string;
  readonly cell: (row: Row) => Cell;
}

/** The file's first bytes: the BOM and the header line. */
export const csvHead = (columns: readonly CsvColumn<never, unknown>[]): string =>
  CSV_BOM + csvLines([columns.map((c) => c.header)]);

/** The lines of `rows`, one cell per column. */
export function csvRecords<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return csvLines(rows.map((row) => columns.map((c) => csvText(c.cell(row)))));
}

/**
 * A whole CSV as a stream: the head, then each batch's lines as the response asks for
 * more, so memory stays flat and the event loop is free between batches.
 */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): Readable {
  async function* lines() {
    yield csvHead(columns);
    for await (const rows of batches) if (rows.length > 0) yield csvRecords(columns, rows);
  }
  return Readable.from(lines(), { objectMode: false });
}

/** Parses CSV text into cells (the referrers import); the tests read exports with csv-parse. */
export function parseCsv(text: string, separator = ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const s = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
