import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { identifier } from './csv';
import { XLSX_DATE_FORMAT, romeWallClock, xlsxStream, type XlsxColumn } from './xlsx';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function* batches(rows: unknown[][], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

describe('xlsx', () => {
  it('reads a date by Rome’s wall clock, across both clock changes', () => {
    const wall = (iso: string) => romeWallClock(new Date(iso)).toISOString();
    expect(wall('2026-01-15T23:30:00Z')).toBe('2026-01-16T00:30:00.000Z');
    expect(wall('2026-07-01T10:05:00Z')).toBe('2026-07-01T12:05:00.000Z');
    expect(wall('2026-03-29T00:59:00Z')).toBe('2026-03-29T01:59:00.000Z');
    expect(wall('2026-03-29T01:00:00Z')).toBe('2026-03-29T03:00:00.000Z');
    expect(wall('2026-10-25T00:59:00Z')).toBe('2026-10-25T02:59:00.000Z');
    expect(wall('2026-10-25T01:00:00Z')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('writes identifiers as text cells, dates as dates with a date format, flags as SI/NO', async () => {
    const columns: XlsxColumn[] = [
      { header: 'Data', kind: 'date', width: 17 },
      { header: 'Partita IVA', kind: 'identifier', width: 16 },
      { header: 'Nome', kind: 'text', width: 20 },
      { header: 'Attivo', kind: 'text', width: 8 },
    ];
    const rows = Array.from({ length: 25 }, (_, i) => [
      new Date(Date.UTC(2026, 10, 25, 9, 30 + i)),
      identifier(i === 0 ? '07643520567' : null),
      i === 0 ? '=1+1' : `Agenzia ${i}`,
      i % 2 === 0,
    ]);
    const bytes = await readAll(xlsxStream('Prova', columns, batches(rows, 10)));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(bytes).buffer);
    const sheet = book.getWorksheet('Prova')!;
    expect(sheet.rowCount).toBe(26);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Data', 'Partita IVA', 'Nome', 'Attivo']);
    const first = sheet.getRow(2);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(1).numFmt).toBe(XLSX_DATE_FORMAT);
    expect((first.getCell(1).value as Date).toISOString()).toBe('2026-11-25T10:30:00.000Z');
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(2).value).toBe('07643520567');
    expect(first.getCell(2).numFmt).toBe('@');
    // A string cell is never a formula: no apostrophe needed.
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(3).value).toBe('=1+1');
    expect(first.getCell(4).value).toBe('SI');
    expect(sheet.getRow(3).getCell(4).value).toBe('NO');
  });

  it('stops reading rows when the download is abandoned half-way', async () => {
    let batchesRead = 0;
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    async function* endless() {
      try {
        for (;;) {
          batchesRead += 1;
          yield Array.from({ length: 500 }, (_, i) => [`Riga ${batchesRead}-${i}`]);
        }
      } finally {
        stop();
      }
    }
    const stream = xlsxStream('Prova', [{ header: 'Testo', kind: 'text', width: 10 }], endless());
    for await (const chunk of stream) {
      expect(
        Buffer.from(chunk as Buffer)
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
      break; // the reader goes away after the first bytes
    }
    await stopped;
    const atStop = batchesRead;
    await new Promise((resolve) => setImmediate(resolve));
    expect(batchesRead).toBe(atStop);
    expect(stream.destroyed).toBe(true);
  });
});
