import {
  REFERRER_CSV_COLUMNS,
  REFERRER_IMPORT_MAX_ROWS,
  ReferrerFieldsSchema,
  type ReferrerImportRow,
} from '@portal/shared';
import { parseCsv } from '../../lib/csv';
import { badRequest } from '../../lib/errors';
import { normaliseSearch } from '@portal/shared';
import { formatNumber } from '@portal/shared/domain/format';

/**
 * Reading a referrer CSV (codice;nome;cognome;email;urlPhoto;urlAgente, semicolon or
 * comma, with or without a header line) into rows with Italian per-row errors. Nothing
 * here touches the database: the caller adds the codes that already exist.
 */

export type Separator = ';' | ',';

type Column = (typeof REFERRER_CSV_COLUMNS)[number];
const FIELD_NAMES: Record<Column, string> = {
  codice: 'codice',
  nome: 'nome',
  cognome: 'cognome',
  email: 'e-mail',
  urlPhoto: 'foto',
  urlAgente: 'pagina agente',
};

/** The separator the first line uses most (a semicolon wins a tie: Excel in Italian writes it). */
export function detectSeparator(text: string): Separator {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const semicolons = first.split(';').length;
  const commas = first.split(',').length;
  return commas > semicolons ? ',' : ';';
}

const headerKey = (cell: string) => normaliseSearch(cell).replace(/[^a-z]/g, '');

/** Column positions from a header line, or null when the first line is data. */
function headerColumns(cells: readonly string[]): Map<Column, number> | null {
  const keys = cells.map(headerKey);
  if (!keys.includes('codice') || !keys.includes('email')) return null;
  const map = new Map<Column, number>();
  for (const column of REFERRER_CSV_COLUMNS) {
    const at = keys.indexOf(column.toLowerCase());
    if (at >= 0) map.set(column, at);
  }
  return map;
}

export interface ParsedImport {
  separator: Separator;
  hasHeader: boolean;
  rows: ReferrerImportRow[];
}

/** Parses and checks every row; duplicates within the file are errors on the later rows. */
export function parseReferrerCsv(text: string): ParsedImport {
  const separator = detectSeparator(text.replace(/^\uFEFF/, ''));
  const lines = parseCsv(text, separator);
  const first = lines[0] ?? [];
  const header = headerColumns(first);
  const positions = header ?? new Map(REFERRER_CSV_COLUMNS.map((c, i) => [c, i] as const));
  const start = header ? 1 : 0;
  const data = lines
    .map((cells, index) => ({ cells, line: index + 1 }))
    .slice(start)
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (data.length === 0)
    throw badRequest('Il file non contiene righe di referenti.', {
      csv: 'Nessuna riga da importare',
    });
  if (data.length > REFERRER_IMPORT_MAX_ROWS) {
    throw badRequest(
      `Il file ha troppe righe: al massimo ${formatNumber(REFERRER_IMPORT_MAX_ROWS)} per volta.`,
      {
        csv: 'Troppe righe',
      },
    );
  }
  const seen = new Map<string, number>();
  const rows = data.map(({ cells, line }) => {
    const cell = (c: Column) => {
      const at = positions.get(c);
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    const raw = {
      codice: cell('codice'),
      nome: cell('nome'),
      cognome: cell('cognome'),
      email: cell('email'),
      urlPhoto: cell('urlPhoto'),
      urlAgente: cell('urlAgente'),
    };
    const errors: string[] = [];
    const parsed = ReferrerFieldsSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELD_NAMES[issue.path[0] as Column] ?? String(issue.path[0]);
        errors.push(`${field}: ${issue.message}`);
      }
    }
    const key = raw.codice.toLowerCase();
    if (raw.codice !== '') {
      const earlier = seen.get(key);
      if (earlier !== undefined) errors.push(`codice: ripetuto nel file (riga ${earlier})`);
      else seen.set(key, line);
    }
    return { line, ...raw, errors };
  });
  return { separator, hasHeader: header !== null, rows };
}
