import { parse } from 'csv-parse/sync';

/**
 * Reads a CSV the portal wrote with a parser that is not the portal's own (csv-parse), as a
 * spreadsheet would: BOM dropped, `;` between cells, quotes undone. Every row must have the
 * same number of cells, or it throws.
 */
export function readCsv(text: string): string[][] {
  return parse(text, { bom: true, delimiter: ';' }) as string[][];
}
