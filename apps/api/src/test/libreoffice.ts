import { execFile } from 'node:child_process';
import { mkdir, readFile, readdir } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/**
 * LibreOffice Calc, headless, as the test of the exports opens them (decision 029). The
 * install script is idempotent: it installs Debian's libreoffice-calc-nogui when `soffice`
 * is missing, and fails (so the test fails) when it cannot.
 */
const run = promisify(execFile);
const ENSURE = fileURLToPath(new URL('../../../../scripts/ensure-libreoffice.sh', import.meta.url));

export async function ensureLibreOffice(): Promise<void> {
  await run('bash', [ENSURE], { timeout: 15 * 60_000, maxBuffer: 64 * 1024 * 1024 });
}

/**
 * What a double-click on a .csv shows in Calc with the Italian locale: the Text Import
 * dialog's first-use settings (quoted fields not forced to text, special numbers not
 * detected) with the file's separator `;`, UTF-8, language Italian (1040).
 */
export const CSV_DOUBLE_CLICK = 'Text - txt - csv (StarCalc):59,34,76,1,,1040,false,false';

/**
 * Written back as CSV with every text cell quoted and every other cell (numbers, dates)
 * bare and as shown, so the reader tells a text from a number.
 */
const CSV_READ_BACK = 'csv:Text - txt - csv (StarCalc):59,34,76,1,,0,true,true,true';

/**
 * Opens every file with Calc (one process for all; `infilter` forces the import filter,
 * as the dialog does for CSV) and saves each first sheet as CSV into `outDir`. Answers the
 * text of each, by the input's name.
 */
export async function openWithCalc(
  files: readonly string[],
  outDir: string,
  profileDir: string,
  infilter?: string,
): Promise<Record<string, string>> {
  await mkdir(outDir, { recursive: true });
  const args = [
    `-env:UserInstallation=${pathToFileURL(profileDir).href}`,
    '--headless',
    '--norestore',
    ...(infilter ? [`--infilter=${infilter}`] : []),
    '--convert-to',
    CSV_READ_BACK,
    '--outdir',
    outDir,
    ...files,
  ];
  await run('soffice', args, { timeout: 180_000 });
  const made = new Set(await readdir(outDir));
  const texts: Record<string, string> = {};
  for (const file of files) {
    const name = `${basename(file, extname(file))}.csv`;
    if (!made.has(name)) throw new Error(`LibreOffice non ha convertito ${basename(file)}`);
    texts[basename(file)] = await readFile(join(outDir, name), 'utf8');
  }
  return texts;
}

/** One cell as Calc wrote it back: its text, and whether it was quoted (a text cell). */
export interface CalcCell {
  text: string;
  quoted: boolean;
}

/** Reads Calc's CSV keeping which cells were quoted (text) and which bare (numbers, dates). */
export function readCalcCsv(text: string): CalcCell[][] {
  const rows: CalcCell[][] = [];
  let row: CalcCell[] = [];
  let cell: CalcCell = { text: '', quoted: false };
  let inQuotes = false;
  const s = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (inQuotes) {
      if (c === '"' && s[i + 1] === '"') {
        cell.text += '"';
        i++;
      } else if (c === '"') inQuotes = false;
      else cell.text += c;
    } else if (c === '"') {
      inQuotes = true;
      cell.quoted = true;
    } else if (c === ';') {
      row.push(cell);
      cell = { text: '', quoted: false };
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = { text: '', quoted: false };
    } else cell.text += c;
  }
  if (cell.text !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
