import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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
  it('round-trips any text through quoting (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const text = CSV_BOM + rows.map((r) => csvRow(r)).join('');
        const back = parseCsv(text);
        expect(back).toHaveLength(rows.length);
        back.forEach((r, i) =>
          r.forEach((cell, j) => {
            const original = rows[i]![j]!;
            const expected = /^[=+\-@\t\r]/.test(original) ? `'${original}` : original;
            expect(cell).toBe(expected);
          }),
        );
      }),
      { numRuns: 300 },
    );
  });
});
