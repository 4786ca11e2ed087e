import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { appointments } from '../../db/schema/index';
import { formatDateTime } from '@portal/shared/domain/format';
import { CSV_BOM, csvCell, csvIdentifierCell, csvLines } from '../../lib/csv';
import { readCsv } from '../../test/read-csv';
import type { DbOrTx } from '../../db/client';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin } from '../../test/fixtures';
import { recomputePoints } from './points.queries';
import { appointmentsCsvStream } from './appointments-desk.csv';
import {
  appointmentsCsvColumns,
  cellText,
  identifierText,
  romeDateText,
} from './appointments-desk.csv.queries';

/** A text of the database quoted as both engines' writers quote it (COPY csv, csv-stringify). */
const quoted = (text: string) => csvLines([[text]]).slice(0, -1);

/** The export's SQL cell and date rules applied to given values, quoted, to compare with lib/csv.ts. */
async function sqlCsvSamples(db: DbOrTx, texts: readonly string[], times: readonly Date[]) {
  const cells = await db.execute(
    sql`select ${cellText(sql`v`)} as c from unnest(${sql.param(texts)}::text[]) with ordinality as t(v, n) order by n`,
  );
  const dates = await db.execute(
    sql`select ${romeDateText(sql`v`)} as c from unnest(${sql.param(times.map((d) => d.toISOString()))}::timestamptz[]) with ordinality as t(v, n) order by n`,
  );
  const rows = (r: unknown) => (r as { rows: { c: string }[] }).rows.map((x) => quoted(x.c));
  return { cells: rows(cells), dates: rows(dates) };
}

let t: TestContext;
let token = '';
const ids = { a: '', b: '', agent: '' };

const download = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/${t.config.productSlug}/appuntamenti/admin_download`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await loginAdmin(t.app, (await insertAdmin(t.app.db)).email)).accessToken;
  const a = await insertAgency(t.app.db, {
    nome: 'Agenzia "Il Portico"',
    email: 'portico@example.it',
  });
  const b = await insertAgency(t.app.db, { nome: 'Agenzia Beta' });
  const agent = await insertAgency(t.app.db, { nome: 'Luca Agente', agenteInterno: true });
  Object.assign(ids, { a: a.id, b: b.id, agent: agent.id });
  await t.app.db.insert(appointments).values([
    {
      agencyId: a.id,
      agentId: agent.id,
      state: 'Fatto Appuntamento',
      name: '=HYPERLINK("http://x")',
      surname: 'Rossi',
      email: 'mario@example.it',
      cellulare: '+39 333 1234567',
      description: 'Riga 1\nRiga "due"; fine',
      dataFattoAppuntamento: new Date('2026-07-10T08:30:00Z'),
      payed: true,
      wc: true,
      createdAt: new Date('2026-07-01T22:15:00Z'),
    },
    {
      agencyId: a.id,
      state: 'Inserito',
      name: 'Anna',
      surname: 'Bianchi',
      email: '@anna@example.it',
      cellulare: '333 7654321',
      createdAt: new Date('2026-01-15T11:05:00Z'),
    },
    // Many rows of B, to cross several batches.
    ...Array.from({ length: 1203 }, (_, i) => ({
      agencyId: b.id,
      state: 'Contratto' as const,
      contratto: i % 2 === 0,
      name: `Cliente${i}`,
      surname: 'Verdi',
      email: `c${i}@example.it`,
      cellulare: '333 0000000',
      createdAt: new Date(Date.UTC(2025, 5, 1) + Math.floor(i / 4) * 1000),
    })),
  ]);
  await recomputePoints(t.app.db);
});
afterAll(async () => {
  await t.close();
});

describe('admin_download: appuntamenti.csv', () => {
  it('answers exactly the filtered rows, with the columns of spec section 9, parseable back', async () => {
    const res = await download({ azienda: ids.a });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="appuntamenti.csv"');
    expect(res.body.startsWith(CSV_BOM)).toBe(true);
    const [header, ...rows] = readCsv(res.body);
    expect(header).toEqual(appointmentsCsvColumns('8Volante').map((c) => c.header));
    expect(header![9]).toBe('8VOLANTE');
    expect(rows).toEqual([
      [
        '02/07/2026 00:15',
        'Fatto Appuntamento',
        '10/07/2026 10:30',
        'Luca Agente',
        'Agenzia "Il Portico"',
        'portico@example.it',
        `'=HYPERLINK("http://x") Rossi`,
        'mario@example.it',
        // A text formula: the spreadsheet shows +39 333 1234567, no apostrophe (decision 029).
        '="+39 333 1234567"',
        'SI',
        'SI',
        'Riga 1\nRiga "due"; fine',
      ],
      [
        '15/01/2026 12:05',
        'Inserito',
        '',
        '',
        'Agenzia "Il Portico"',
        'portico@example.it',
        'Anna Bianchi',
        `'@anna@example.it`,
        '="333 7654321"',
        'NO',
        'NO',
        '',
      ],
    ]);
    // Every field quoted, quotes doubled (S14).
    expect(res.body).toContain('"Agenzia ""Il Portico"""');
  });

  it('streams a filter larger than one batch: every row once, newest first, on this engine', async () => {
    const res = await download({ azienda: ids.b, state: 'Contratto' });
    const rows = readCsv(res.body).slice(1);
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((r) => r[6])).size).toBe(1203);
    expect(['Cliente1200 Verdi', 'Cliente1201 Verdi', 'Cliente1202 Verdi']).toContain(rows[0]![6]);
    expect(['Cliente0 Verdi', 'Cliente1 Verdi', 'Cliente2 Verdi', 'Cliente3 Verdi']).toContain(
      rows.at(-1)![6],
    );
    expect(readCsv((await download({ agente: ids.agent })).body)).toHaveLength(2);
    expect(readCsv((await download({ azienda: ids.b, from: '2030-01-01' })).body)).toHaveLength(1);
  });

  it('writes the same bytes on this engine as the batches of the embedded database (COPY csv on PostgreSQL)', async () => {
    const res = await download({ azienda: ids.a });
    const batches = await readAll(
      appointmentsCsvStream({ db: t.app.db }, { agencyId: ids.a }, t.config.productName),
    );
    expect(res.body).toBe(batches);
    // Each line, the header's too, ends with LF; the description's own line break stays inside its quotes.
    expect(res.body.split('\n')).toHaveLength(5);
    expect(res.body).not.toContain('\r');
  });

  it('a download abandoned at its first bytes gives its connection up, and the next one is whole', async () => {
    const pool = t.app.deps.database.pool; // PostgreSQL's, for COPY; none on the embedded database
    const source = { db: t.app.db, pool };
    const abandoned = appointmentsCsvStream(source, { agencyId: ids.b }, 'Prodotto');
    const first = await new Promise<Buffer>((resolve, reject) => {
      abandoned.once('data', resolve);
      abandoned.once('error', reject);
    });
    expect(String(first).startsWith(CSV_BOM)).toBe(true);
    abandoned.destroy();
    await new Promise((resolve) => abandoned.once('close', resolve));
    // On PostgreSQL the connection of the abandoned COPY is closed, not handed to the next
    // download (the embedded database has no pool: nothing is out).
    const out = () => (pool ? pool.totalCount - pool.idleCount : 0);
    await expect.poll(out, { timeout: 5_000 }).toBe(0);
    const again = await readAll(appointmentsCsvStream(source, { agencyId: ids.b }, 'Prodotto'));
    expect(readCsv(again).slice(1)).toHaveLength(1203);
  });

  it('reads keyset batches across ties without losing or repeating a row (small batches)', async () => {
    const text = await readAll(
      appointmentsCsvStream({ db: t.app.db }, { agencyId: ids.b }, 'Prodotto', 7),
    );
    const names = readCsv(text)
      .slice(1)
      .map((r) => r[6]);
    expect(names).toHaveLength(1203);
    expect(new Set(names).size).toBe(1203);
    expect(readCsv(text)[0]![9]).toBe('PRODOTTO');
  });

  it('is refused to anyone but an admin, before anything is read', async () => {
    const agency = await t.app.inject({
      method: 'POST',
      url: `/v2/${t.config.productSlug}/appuntamenti/admin_download`,
      payload: {},
    });
    expect(agency.statusCode).toBe(401);
    expect((await download({ from: 'ieri' })).statusCode).toBe(400);
  });
});

describe('the lines the database writes follow lib/csv.ts (S14), on this engine', () => {
  it('a cell equals csvCell for any text: quoted, quotes doubled, formulas neutralised', async () => {
    const texts = fc.sample(
      fc.oneof(
        // Any text a column can hold (PostgreSQL text holds no NUL character).
        fc
          .string({ unit: 'binary', maxLength: 30 })
          .map((s) => s.replaceAll(String.fromCharCode(0), '')),
        fc.constantFrom(
          '=1+1',
          '+39 333',
          '-2',
          '@a',
          '\tx',
          '\ry',
          '"',
          '""a"',
          '',
          'a;b',
          'riga\nriga',
        ),
      ),
      400,
    );
    const { cells } = await sqlCsvSamples(t.app.db, texts, []);
    expect(cells).toEqual(texts.map((s) => csvCell(s)));
  });

  it('an identifier cell equals csvIdentifierCell for any text: `="…"` only for a phone-shaped value', async () => {
    const texts = fc.sample(
      fc.oneof(
        fc
          .string({ unit: 'binary', maxLength: 20 })
          .map((s) => s.replaceAll(String.fromCharCode(0), '')),
        fc.stringMatching(/^\+?\d[\d ./-]{0,15}$/),
        fc.constantFrom('+39 333 1234567', '0612345678', '-1', '+', '', '06\n1', '06"1', ' 06'),
      ),
      400,
    );
    const rows = (await t.app.db.execute(
      sql`select ${identifierText(sql`v`)} as c from unnest(${sql.param(texts)}::text[]) with ordinality as t(v, n) order by n`,
    )) as unknown as { rows: { c: string }[] };
    expect(rows.rows.map((r) => quoted(r.c))).toEqual(texts.map((s) => csvIdentifierCell(s)));
  });

  it('a date equals the shared formatDateTime (Europe/Rome) from 1900 to 2900, across the clock changes', async () => {
    const times = [
      ...fc.sample(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2900, 0, 1) }), 300),
      ...[
        '2026-03-29T00:59:59Z',
        '2026-03-29T01:00:00Z',
        '2026-10-25T00:59:00Z',
        '2026-10-25T01:00:00Z',
      ].map(Date.parse),
    ].map((ms) => new Date(ms));
    const { dates } = await sqlCsvSamples(t.app.db, [], times);
    expect(dates).toEqual(times.map((d) => `"${formatDateTime(d)}"`));
  });
});
