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
 * appointments export tests the same pattern (appointments-desk.queries.ts).
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
export function csvIdentifierCell(value: string | null): string {
  if (value !== null && IDENTIFIER_PATTERN.test(value)) return `"=""${value}"""`;
  return csvCell(value);
}

export function csvCell(value: unknown): string {
  if (isIdentifier(value)) return csvIdentifierCell(value.identifier);
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = formatDateTime(value);
  else if (typeof value === 'boolean') text = value ? 'SI' : 'NO';
  else text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(';')}\n`;
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
