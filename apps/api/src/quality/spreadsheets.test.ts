import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../db/schema/index';
import { insertAdmin, insertAgency, loginAdmin } from '../test/fixtures';
import { AGENCY_EXPORT_COLUMNS } from '../modules/agencies/agencies-admin.export';
import { appointmentsCsvColumns } from '../modules/appointments/appointments-desk.csv.queries';
import {
  CSV_DOUBLE_CLICK,
  ensureLibreOffice,
  openWithCalc,
  readCalcCsv,
  type CalcCell,
} from '../test/libreoffice';
import { createTestApp, type TestContext } from '../test/test-app';

// Issue 7 (decision 029): the exports opened as a person opens them, in LibreOffice Calc
// with the Italian locale, must keep the Partita IVA 07643520567 and the CAP 00185 as text
// (not 7643520567 and 185) and show phones without an apostrophe; the .xlsx files keep the
// same identifiers as text and the dates as real dates. Calc writes each file back as CSV
// with every text cell quoted, so a number or a date comes back bare.
let t: TestContext;
let work = '';
const files: Record<string, CalcCell[][]> = {};
const ids = { agency: '', formula: '' };

async function download(method: 'GET' | 'POST', path: string, token: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `/v2/${t.config.productSlug}${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.rawPayload;
}

beforeAll(async () => {
  await ensureLibreOffice();
  t = await createTestApp();
  const token = (await loginAdmin(t.app, (await insertAdmin(t.app.db)).email)).accessToken;
  const agency = await insertAgency(t.app.db, {
    nome: 'Foglio Immobiliare',
    ragioneSociale: 'Foglio Srl',
    partitaIva: '07643520567',
    cap: '00185',
    comune: 'Roma',
    provincia: 'RM',
    cellulare: '+39 06 1234567',
    telefono: '0612345678',
    createdAt: new Date('2026-11-25T09:30:00Z'),
  });
  // A name that is a formula: it must stay text, never be run.
  const formula = await insertAgency(t.app.db, {
    nome: '=1+1 Foglio',
    cellulare: '=HYPERLINK("x")',
  });
  // Not in the list's search: not in the files.
  await insertAgency(t.app.db, { nome: 'Altra Agenzia', partitaIva: '00000000000' });
  Object.assign(ids, { agency: agency.id, formula: formula.id });
  await t.app.db.insert(appointments).values([
    {
      agencyId: agency.id,
      state: 'Fatto Appuntamento',
      name: 'Mario',
      surname: 'Rossi',
      email: 'mario@example.it',
      cellulare: '+39 06 1234567',
      dataFattoAppuntamento: new Date('2026-12-01T15:00:00Z'),
      createdAt: new Date('2026-11-25T09:30:00Z'),
    },
    {
      agencyId: agency.id,
      state: 'Inserito',
      name: 'Anna',
      surname: 'Bianchi',
      email: 'anna@example.it',
      cellulare: '0612345678',
      createdAt: new Date('2026-11-24T09:30:00Z'),
    },
  ]);

  work = await mkdtemp(join(tmpdir(), 'portal-calc-'));
  const search = '?q=foglio';
  const written = {
    'agenzie-csv.csv': await download('GET', `/user/getCSV${search}`, token),
    'appuntamenti-csv.csv': await download('POST', '/appuntamenti/admin_download', token, {
      azienda: agency.id,
    }),
    'agenzie-xlsx.xlsx': await download('GET', `/user/getXLSX${search}`, token),
    'appuntamenti-xlsx.xlsx': await download('POST', '/appuntamenti/admin_downloadXLSX', token, {
      azienda: agency.id,
    }),
  };
  for (const [name, bytes] of Object.entries(written)) await writeFile(join(work, name), bytes);
  const profile = join(work, 'profile');
  const fromCsv = await openWithCalc(
    ['agenzie-csv.csv', 'appuntamenti-csv.csv'].map((f) => join(work, f)),
    join(work, 'from-csv'),
    profile,
    CSV_DOUBLE_CLICK,
  );
  const fromXlsx = await openWithCalc(
    ['agenzie-xlsx.xlsx', 'appuntamenti-xlsx.xlsx'].map((f) => join(work, f)),
    join(work, 'from-xlsx'),
    profile,
  );
  for (const [name, text] of Object.entries({ ...fromCsv, ...fromXlsx })) {
    files[name] = readCalcCsv(text);
  }
}, 20 * 60_000);

afterAll(async () => {
  await t?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const text = (value: string): CalcCell => ({ text: value, quoted: true });
const AGENCY_HEADERS = AGENCY_EXPORT_COLUMNS.map((c) => c.header);
const agencyCol = (name: string) => AGENCY_HEADERS.indexOf(name);
const appointmentCol = (name: string) =>
  appointmentsCsvColumns('8Volante')
    .map((c) => c.header)
    .indexOf(name);

function agencyRow(file: string, id: string) {
  const rows = files[file]!;
  expect(rows[0]!.map((c) => c.text)).toEqual(AGENCY_HEADERS);
  const row = rows.find((r) => r[agencyCol('ID')]?.text === id);
  expect(row, `${file}: agenzia ${id}`).toBeDefined();
  return row!;
}

describe.each(['agenzie-csv.csv', 'agenzie-xlsx.xlsx'])('%s opened in LibreOffice Calc', (file) => {
  it('keeps Partita IVA and CAP as text with their leading zeros, phones without apostrophe', () => {
    const row = agencyRow(file, ids.agency);
    expect(row[agencyCol('Partita IVA')]).toEqual(text('07643520567'));
    expect(row[agencyCol('CAP')]).toEqual(text('00185'));
    expect(row[agencyCol('Cellulare')]).toEqual(text('+39 06 1234567'));
    expect(row[agencyCol('Telefono')]).toEqual(text('0612345678'));
  });

  it('holds only the agencies of the search, and runs no formula typed into a name', () => {
    expect(files[file]!.slice(1).filter((r) => r.length > 1)).toHaveLength(2);
    const row = agencyRow(file, ids.formula);
    expect(row[agencyCol('Nome')]!.quoted).toBe(true);
    expect(row[agencyCol('Nome')]!.text).toMatch(/^'?=1\+1 Foglio$/);
    expect(row[agencyCol('Cellulare')]!.text).toMatch(/^'?=HYPERLINK\("x"\)$/);
  });
});

describe.each(['appuntamenti-csv.csv', 'appuntamenti-xlsx.xlsx'])(
  '%s opened in LibreOffice Calc',
  (file) => {
    it('shows the client phones as text, without apostrophe, leading zero kept', () => {
      const rows = files[file]!.slice(1).filter((r) => r.length > 1);
      expect(rows.map((r) => r[appointmentCol('Telefono cliente')])).toEqual([
        text('+39 06 1234567'),
        text('0612345678'),
      ]);
    });
  },
);

describe('the workbooks hold real dates', () => {
  it('dates are numbers shown as dd/mm/yyyy hh:mm in Rome time, not text', () => {
    const agency = agencyRow('agenzie-xlsx.xlsx', ids.agency);
    expect(agency[agencyCol('Data registrazione')]).toEqual({
      text: '25/11/2026 10:30',
      quoted: false,
    });
    const [first] = files['appuntamenti-xlsx.xlsx']!.slice(1);
    expect(first![appointmentCol('Data inserimento')]).toEqual({
      text: '25/11/2026 10:30',
      quoted: false,
    });
    expect(first![appointmentCol('Data Fatto Appuntamento')]).toEqual({
      text: '01/12/2026 16:00',
      quoted: false,
    });
  });
});
