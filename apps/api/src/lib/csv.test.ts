import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readCsv } from '../test/read-csv';
import { CSV_BOM, csvCell, csvIdentifierCell, csvRow, identifier, parseCsv } from './csv';

describe('CSV', () => {
  it('quotes every field and doubles quotes', () => {
    expect(csvRow(['a', 'b"c', null, true])).toBe('"a";"b""c";"";"SI"\n');
  });
  it('neutralises formula cells', () => {
    for (const bad of ['=1+1', '+39 333', '-5', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(bad).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('Roma')).toBe('"Roma"');
  });
  it('writes identifiers as a text formula, so a spreadsheet keeps the leading zero and shows no apostrophe', () => {
    expect(csvIdentifierCell('07643520567')).toBe('"=""07643520567"""');
    expect(csvIdentifierCell('00185')).toBe('"=""00185"""');
    expect(csvIdentifierCell('+39 06 1234567')).toBe('"=""+39 06 1234567"""');
    expect(csvIdentifierCell('06/123.45-6')).toBe('"=""06/123.45-6"""');
    expect(csvRow([identifier('00185'), identifier(null), 'Roma'])).toBe(
      '"=""00185""";"";"Roma"\n',
    );
  });
  it('writes any other value in an identifier column as an ordinary, neutralised cell', () => {
    for (const text of ['-1', '=1+1', '+', '+ 3', 'Chiamare 06', '06"&"1', '', ' 06', '06\n1']) {
      expect(csvIdentifierCell(text)).toBe(csvCell(text));
    }
    expect(csvIdentifierCell(null)).toBe('""');
  });
  it('never lets a value out of the formula’s string (property): only + digits spaces . / - inside', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 20 }), fc.stringMatching(/^\+?\d[\d ./-]{0,12}$/)),
        (text) => {
          const written = csvIdentifierCell(text);
          // Either the whole value inside a text formula of safe characters, or the ordinary cell.
          const inside = /^"=""([+]?[0-9][0-9 ./-]*)"""$/.exec(written)?.[1];
          expect(inside ?? written).toBe(inside === undefined ? csvCell(text) : text);
          expect(readCsv(written)[0]![0]).toBe(
            inside === undefined ? readCsv(csvCell(text))[0]![0] : `="${text}"`,
          );
        },
      ),
      { numRuns: 500 },
    );
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
