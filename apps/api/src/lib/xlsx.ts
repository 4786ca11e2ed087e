import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { isIdentifier } from './csv';

/**
 * Excel workbooks of the admin exports (decision 029), written with exceljs's streaming
 * writer: each row is committed to the zip as it is made, so a million rows take bounded
 * memory. Identifier columns are text cells with the text format `@` (a Partita IVA keeps
 * its leading zero, even when edited), dates are real dates in Europe/Rome wall-clock time
 * with the format dd/mm/yyyy hh:mm, yes/no flags are 'SI'/'NO' as in the CSV. A string cell
 * is never run as a formula, so no text needs the CSV's apostrophe.
 */

export type XlsxKind = 'text' | 'identifier' | 'date';
export interface XlsxColumn {
  header: string;
  kind: XlsxKind;
  /** In characters, as Excel measures a column. */
  width: number;
}

export const XLSX_DATE_FORMAT = 'dd/mm/yyyy hh:mm';

const romeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
const HOUR = 3_600_000;
/** Rome's offset per UTC hour already seen: rows come in time order, so most hit. */
const offsets = new Map<number, number>();

function romeOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p = Object.fromEntries(
      romeParts.formatToParts(new Date(hour * HOUR)).map((x) => [x.type, Number(x.value)]),
    );
    offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - hour * HOUR;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * The instant whose UTC reading is Rome's wall clock at `date`: a spreadsheet date has no
 * time zone, and exceljs writes a Date by its UTC reading.
 */
export function romeWallClock(date: Date): Date {
  return new Date(date.getTime() + romeOffset(date.getTime()));
}

function cellValue(value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (isIdentifier(value)) return value.identifier;
  if (value instanceof Date) return romeWallClock(value);
  if (typeof value === 'boolean') return value ? 'SI' : 'NO';
  return String(value);
}

function styleOf(kind: XlsxKind): Partial<ExcelJS.Style> {
  if (kind === 'date') return { numFmt: XLSX_DATE_FORMAT };
  if (kind === 'identifier') return { numFmt: '@' };
  return {};
}

/** Resolves when `stream` takes writes again, or is gone (a download abandoned half-way). */
async function drained(stream: PassThrough): Promise<void> {
  const done = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: done.signal }),
      once(stream, 'close', { signal: done.signal }),
    ]);
  } finally {
    done.abort();
  }
}

/**
 * One worksheet as a stream: a bold, frozen header row, then every batch of rows. The next
 * batch is read only once the download has taken what was written (back-pressure), and a
 * download abandoned half-way stops the reading.
 */
export function xlsxStream(
  sheetName: string,
  columns: readonly XlsxColumn[],
  batches: AsyncIterable<readonly (readonly unknown[])[]>,
): Readable {
  const out = new PassThrough();

  async function write() {
    // exceljs (about 35 MB resident) loads with the first export, not with every process
    // (decision 087).
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      // Shared strings would keep every distinct text in memory until the end.
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({
      header: c.header,
      width: c.width,
      style: styleOf(c.kind),
    }));
    const header = sheet.getRow(1);
    header.eachCell((cell) => {
      cell.style = { font: { bold: true } };
    });
    header.commit();

    for await (const rows of batches) {
      if (out.destroyed) return;
      for (const row of rows) sheet.addRow(row.map(cellValue)).commit();
      if (out.writableNeedDrain) await drained(out);
      // Let the zip take the rows before the next batch is made.
      await new Promise((resolve) => setImmediate(resolve));
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
