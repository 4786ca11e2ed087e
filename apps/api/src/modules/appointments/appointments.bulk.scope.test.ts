import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { BULK_MAX } from '@portal/shared';
import { appointments, auditLog } from '../../db/schema/index';
import { readCsv } from '../../test/read-csv';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin } from '../../test/fixtures';
import { insertAppointments, type AppointmentSeed } from './appointments.fixtures';

// Decision 054, the edges: the cap of 5,000 rows a bulk action may touch (exactly 5,000
// pass, one more is refused with nothing changed), and 'Esporta selezione': the CSV and
// the Excel file of the ticked rows only. On PGlite, and on PostgreSQL (COPY) with
// TEST_DATABASE_URL.

let t: TestContext;
let token = '';
let crowded = '';
let picked: string[] = [];
const FIRST_DAY = new Date('2026-01-05T09:00:00Z');

const post = (path: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/${t.config.productSlug}/appuntamenti/${path}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

beforeAll(async () => {
  t = await createTestApp();
  token = (await loginAdmin(t.app, (await insertAdmin(t.app.db)).email)).accessToken;
  crowded = (await insertAgency(t.app.db, { nome: 'Agenzia Affollata' })).id;
  // BULK_MAX + 1 rows: one entered on 5 January, the others from 6 January on.
  const seeds: AppointmentSeed[] = Array.from({ length: BULK_MAX + 1 }, (_, i) => ({
    name: `Cliente${i}`,
    createdAt: i === 0 ? FIRST_DAY : new Date(Date.UTC(2026, 0, 6, 9, 0, i % 3600)),
  }));
  for (let i = 0; i < seeds.length; i += 2_000) {
    await insertAppointments(t.app.db, crowded, seeds.slice(i, i + 2_000));
  }
  const other = await insertAgency(t.app.db, { nome: 'Agenzia Scelta' });
  picked = (
    await insertAppointments(t.app.db, other.id, [
      { name: 'Scelto', state: 'Contratto' },
      { name: 'Anche', state: 'Contratto', payed: true },
      { name: 'Escluso', state: 'Contratto' },
    ])
  ).map((r) => r.id);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the cap', () => {
  it(`a filter matching ${BULK_MAX + 1} rows: 413 in Italian, also for the count, nothing changed`, async () => {
    for (const dryRun of [true, false]) {
      const res = await post('admin_bulkFlag', {
        flag: 'payed',
        value: true,
        filter: { azienda: crowded },
        dryRun,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message:
          'Troppi appuntamenti: ai filtri ne corrispondono 5.001, al massimo 5.000 per volta. Restringi i filtri e riprova.',
      });
    }
    expect(await t.app.db.$count(appointments, eq(appointments.payed, true))).toBe(1);
    expect(await t.app.db.$count(auditLog)).toBe(0);
  });

  it(`exactly ${BULK_MAX} rows (the filter leaves out 5 January): all changed and audited`, async () => {
    const res = await post('admin_bulkFlag', {
      flag: 'payed',
      value: true,
      filter: { azienda: crowded, from: '2026-01-06' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ matched: BULK_MAX, changed: BULK_MAX, dryRun: false });
    expect(await t.app.db.$count(auditLog)).toBe(BULK_MAX);
    const [first] = await t.app.db
      .select({ payed: appointments.payed })
      .from(appointments)
      .where(eq(appointments.createdAt, FIRST_DAY));
    expect(first!.payed).toBe(false);
  }, 60_000);
});

describe('Esporta selezione', () => {
  it('the CSV holds the ticked rows only, whatever else exists', async () => {
    const res = await post('admin_download', { ids: picked.slice(0, 2) });
    expect(res.statusCode).toBe(200);
    const rows = readCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).map((r) => r[6])).toEqual(
      expect.arrayContaining(['Anche Prova', 'Scelto Prova']),
    );
    expect(
      rows
        .slice(1)
        .map((r) => r[9])
        .sort(),
    ).toEqual(['NO', 'SI']);
  });

  it('ids with a filter: the ticked rows that match it', async () => {
    const res = await post('admin_download', { ids: picked, aperto: 'pagamento' });
    const names = readCsv(res.body.replace(/^\uFEFF/, ''))
      .slice(1)
      .map((r) => r[6]);
    expect(names.sort()).toEqual(['Escluso Prova', 'Scelto Prova']);
  });

  it('the Excel file of the same selection', async () => {
    const res = await post('admin_downloadXLSX', { ids: [picked[2]] });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(7).value).toBe('Escluso Prova');
  });

  it('refuses an empty selection and a malformed id, in Italian', async () => {
    const empty = await post('admin_download', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.ids).toBe('Seleziona almeno un appuntamento');
    const bad = await post('admin_downloadXLSX', { ids: ['nope'] });
    expect(bad.statusCode).toBe(400);
  });
});
