import { formatDateTime } from '@portal/shared/domain/format';

/**
 * CSV for Excel in Italian (decisions.md, ASVS 1.2.10): semicolon separator, UTF-8 with
 * BOM, every field quoted with quotes doubled, cells that a spreadsheet would run as a
 * formula (= + - @ tab CR) neutralised with a leading apostrophe, dates dd/mm/yyyy HH:mm
 * in Europe/Rome.
 */
export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = formatDateTime(value);
  else if (typeof value === 'boolean') text = value ? 'SI' : 'NO';
  else text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(';')}\r\n`;
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
