import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AGENCIES_CSV_COLUMNS } from '@portal/shared';
import { agencies } from '../../db/schema/index';
import { CSV_BOM } from '../../lib/csv';
import { readCsv } from '../../test/read-csv';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, insertReferrer, loginAdmin } from '../../test/fixtures';
import { agenciesCsvStream } from './agencies-admin.csv';

let t: TestContext;
let auth: Record<string, string>;
const url = '/v2/8volante/user/getCSV';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.app.db);
  auth = { authorization: `Bearer ${(await loginAdmin(t.app, admin.email)).accessToken}` };
});
afterAll(async () => {
  await t.close();
});

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('getCSV → listaAgenzie.csv', () => {
  it('is an attachment in UTF-8 with BOM, quoted, formula cells neutralised, Rome dates', async () => {
    const ref = await insertReferrer(t.app.db, {
      codice: 'CSV-1',
      nome: 'Giulia',
      cognome: 'Conti',
    });
    const tricky = await insertAgency(t.app.db, {
      nome: '=HYPERLINK("http://x";"clic")',
      ragioneSociale: 'Casa "Bella"; Srl',
      titolare: '+39 evil',
      indirizzo: 'Via Roma 1\nScala B',
      provenienza: '@SUM(A1)',
      cellulare: '-1',
      telefono: '\tTAB',
      referenteId: ref.id,
      agenteInterno: true,
      createdAt: new Date('2026-07-01T22:30:00Z'),
    });
    const res = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="listaAgenzie.csv"');
    expect(res.body.startsWith(CSV_BOM)).toBe(true);
    const rows = readCsv(res.body);
    expect(rows[0]).toEqual([...AGENCIES_CSV_COLUMNS]);
    const row = rows.find((r) => r.at(-1) === tricky.id)!;
    const col = (name: (typeof AGENCIES_CSV_COLUMNS)[number]) =>
      row[AGENCIES_CSV_COLUMNS.indexOf(name)];
    expect(col('Nome')).toBe('\'=HYPERLINK("http://x";"clic")');
    expect(col('Ragione sociale')).toBe('Casa "Bella"; Srl');
    expect(col('Titolare')).toBe("'+39 evil");
    expect(col('Indirizzo')).toBe('Via Roma 1\nScala B');
    expect(col('Provenienza')).toBe("'@SUM(A1)");
    expect(col('Cellulare')).toBe("'-1");
    expect(col('Telefono')).toBe("'\tTAB");
    expect(col('Data registrazione')).toBe('02/07/2026 00:30');
    expect(col('Agente interno')).toBe('SI');
    expect(col('Codice referente')).toBe('CSV-1');
    expect(col('Referente')).toBe('Conti Giulia');
    // Every cell quoted: each line of the raw text starts and ends with a quote.
    expect(
      res.body
        .slice(1)
        .split('\r\n')
        .filter(Boolean)
        .every((l) => l.startsWith('"')),
    ).toBe(true);
  });

  it('streams in keyset batches: every agency exactly once, oldest first', async () => {
    // Three rows with the very same time (the id breaks the tie) and four stamped by the
    // database with microseconds, which a JavaScript Date would round: the cursor keeps them.
    for (let i = 0; i < 3; i += 1) {
      await insertAgency(t.app.db, {
        nome: `Batch ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1)),
      });
    }
    for (let i = 3; i < 7; i += 1) await insertAgency(t.app.db, { nome: `Batch ${i}` });
    const text = await readStream(agenciesCsvStream(t.app.db, 2));
    const rows = readCsv(text).slice(1);
    const total = await t.app.db.$count(agencies);
    expect(rows).toHaveLength(total);
    const ids = rows.map((r) => r.at(-1));
    expect(new Set(ids).size).toBe(total);
    const batchNames = rows.map((r) => r[3]).filter((n) => n?.startsWith('Batch '));
    expect(batchNames).toHaveLength(7);
  });

  it('parses back what it wrote for any text (property, S14)', async () => {
    // Any text PostgreSQL can store (no NUL), formula starts and separators made likely.
    const texts = fc
      .tuple(
        fc.constantFrom('', '=', '+', '-', '@', '\t', '\r', '"', ';'),
        fc.string({ unit: 'grapheme', maxLength: 30 }),
      )
      .map(([start, rest]) => `${start}${rest}`.split(String.fromCharCode(0)).join(''));
    const samples = fc.sample(fc.record({ nome: texts, titolare: texts }), 25);
    const created = [];
    for (const s of samples)
      created.push(await insertAgency(t.app.db, { nome: s.nome, titolare: s.titolare }));
    const rows = readCsv((await t.app.inject({ method: 'GET', url, headers: auth })).body);
    for (const [i, a] of created.entries()) {
      const row = rows.find((r) => r.at(-1) === a.id)!;
      const expected = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
      expect(row[3]).toBe(expected(samples[i]!.nome));
      expect(row[5]).toBe(expected(samples[i]!.titolare));
    }
  });

  it('is refused without an admin token', async () => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
