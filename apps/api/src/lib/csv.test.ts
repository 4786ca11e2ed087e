import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readCsv } from '../test/read-csv';
import { CSV_BOM, csvCell, csvRow, parseCsv } from './csv';

describe('CSV', () => {
  it('quotes every field and doubles quotes', () => {
    expect(csvRow(['a', 'b"c', null, true])).toBe('"a";"b""c";"";"SI"\r\n');
  });
  it('neutralises formula cells', () => {
    for (const bad of ['=1+1', '+39 333', '-5', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(bad).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('Roma')).toBe('"Roma"');
  });
  it('formats dates in Europe/Rome', () => {
    expect(csvCell(new Date('2026-07-01T10:05:00Z'))).toBe('"01/07/2026 12:05"');
    expect(csvCell(new Date('2026-01-15T23:30:00Z'))).toBe('"16/01/2026 00:30"');
  });
  // A table as an export writes it: every row with the same number of cells.
  const table = fc.integer({ min: 1, max: 5 }).chain((n) =>
    fc.array(fc.array(fc.string(), { minLength: n, maxLength: n }), {
      minLength: 1,
      maxLength: 5,
    }),
  );
  it('round-trips any text through quoting, read back by an independent parser (property)', () => {
    fc.assert(
      fc.property(table, (rows) => {
        const text = CSV_BOM + rows.map((r) => csvRow(r)).join('');
        const neutralised = rows.map((r) =>
          r.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)),
        );
        expect(readCsv(text)).toEqual(neutralised);
      }),
      { numRuns: 300 },
    );
  });
  it('parseCsv, which reads the imports, agrees with the independent parser (property)', () => {
    fc.assert(
      fc.property(table, (rows) => {
        const text = CSV_BOM + rows.map((r) => csvRow(r)).join('');
        expect(parseCsv(text)).toEqual(readCsv(text));
      }),
      { numRuns: 300 },
    );
  });
});
