import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  agencySearchText,
  agencyShown,
  searchTerms,
  type Agency,
  type AgencyListFilterQuery,
} from '@portal/shared';
import { agencies } from '../../db/schema/index';
import { CSV_BOM } from '../../lib/csv';
import { readCsv } from '../../test/read-csv';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, insertReferrer, loginAdmin } from '../../test/fixtures';
import { agenciesCsvStream } from './agencies-admin.csv';
import { AGENCY_EXPORT_COLUMNS, agencyListFilterOf } from './agencies-admin.export';

const AGENCY_HEADERS = AGENCY_EXPORT_COLUMNS.map((c) => c.header);

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
    expect(rows[0]).toEqual(AGENCY_HEADERS);
    const row = rows.find((r) => r.at(-1) === tricky.id)!;
    const col = (name: string) => row[AGENCY_HEADERS.indexOf(name)];
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
    // Every cell quoted: each record of the raw text (a line end between two quotes; the
    // address keeps its own line break inside its quotes) starts and ends with a quote.
    const records = res.body.slice(1).split(/(?<=")\n(?=")/);
    expect(records.length).toBeGreaterThan(1);
    expect(records.every((r) => r.startsWith('"') && r.replace(/\n$/, '').endsWith('"'))).toBe(
      true,
    );
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
    const text = await readStream(agenciesCsvStream(t.app.db, agencyListFilterOf({}), 2));
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

  it('writes Partita IVA, CAP and phones as text formulas a spreadsheet keeps as text', async () => {
    const a = await insertAgency(t.app.db, {
      partitaIva: '07643520567',
      cap: '00185',
      cellulare: '+39 333 1234567',
      telefono: '06 1234567',
    });
    const res = await t.app.inject({ method: 'GET', url, headers: auth });
    const line = res.body.split('\n').find((l) => l.endsWith(`"${a.id}"`))!;
    expect(line).toContain(';"=""07643520567""";');
    expect(line).toContain(';"=""00185""";');
    expect(line).toContain(';"=""+39 333 1234567""";"=""06 1234567""";');
  });

  it('holds exactly the agencies the list shows for its search and filters (the shared rule)', async () => {
    const ref = await insertReferrer(t.app.db, {
      codice: 'FLT-9',
      nome: 'Ilaria',
      cognome: 'Neri',
    });
    await insertAgency(t.app.db, { nome: 'Immobiliare Forlì Uno', comune: 'Forlì' });
    await insertAgency(t.app.db, {
      nome: 'Casa Forlì Due',
      state: 'DA CONFERMARE',
      referenteId: ref.id,
    });
    await insertAgency(t.app.db, { nome: 'Agente Forlì', agenteInterno: true });
    const list = (
      await t.app.inject({ method: 'GET', url: '/v2/8volante/user/admin_getAll', headers: auth })
    ).json<Agency[]>();
    const queries: AgencyListFilterQuery[] = [
      {},
      { q: 'FORLI' },
      { q: 'forlì', stato: 'DA CONFERMARE' },
      { q: 'forli', tipo: 'agenzie' },
      { tipo: 'interni' },
      { q: 'neri flt-9' },
      { q: 'nessuna agenzia così' },
    ];
    for (const query of queries) {
      const filter = agencyListFilterOf(query);
      const terms = searchTerms(filter.q);
      const shown = list
        .filter((a) => agencyShown(a, agencySearchText(a), filter, terms))
        .map((a) => a._id);
      const res = await t.app.inject({
        method: 'GET',
        url: `${url}?${new URLSearchParams(query as Record<string, string>).toString()}`,
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
      const ids = readCsv(res.body)
        .slice(1)
        .map((r) => r.at(-1));
      expect(ids.sort(), JSON.stringify(query)).toEqual(shown.sort());
    }
    const forli = await t.app.inject({ method: 'GET', url: `${url}?q=FORLI`, headers: auth });
    expect(readCsv(forli.body)).toHaveLength(1 + 3);
  });

  it('keeps to the FIMAA page and to the erasure requests, as the list’s own answer does', async () => {
    await insertAgency(t.app.db, { nome: 'Filtro Fimaa Sì', fimaaRegister: true });
    await insertAgency(t.app.db, {
      nome: 'Filtro Cancellazione Sì',
      erasureRequestedAt: new Date(),
    });
    await insertAgency(t.app.db, { nome: 'Filtro Nessuno' });
    const queries: Record<string, string>[] = [
      { fimaa: 'si' },
      { cancellazione: 'si' },
      { q: 'filtro' },
    ];
    for (const query of queries) {
      const search = new URLSearchParams(query).toString();
      const listed = (
        await t.app.inject({
          method: 'GET',
          url: `/v2/8volante/user/admin_list?${search}`,
          headers: auth,
        })
      ).json<{ agenzie: Agency[] }>();
      const res = await t.app.inject({ method: 'GET', url: `${url}?${search}`, headers: auth });
      expect(res.statusCode).toBe(200);
      const ids = readCsv(res.body)
        .slice(1)
        .map((r) => r.at(-1));
      expect(ids.length, search).toBeGreaterThan(0);
      expect(ids.sort(), search).toEqual(listed.agenzie.map((a) => a._id).sort());
    }
    const fimaa = await t.app.inject({ method: 'GET', url: `${url}?fimaa=si`, headers: auth });
    expect(fimaa.body).toContain('Filtro Fimaa Sì');
    expect(fimaa.body).not.toContain('Filtro Nessuno');
  });

  it('refuses an unknown filter value', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${url}?stato=ANNULLATO`, headers: auth });
    expect(res.statusCode).toBe(400);
  });

  it('is refused without an admin token', async () => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
