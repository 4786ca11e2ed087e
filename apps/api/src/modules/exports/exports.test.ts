import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { EXPORT_LINK_TTL_SECONDS, EXPORT_PROGRESS_EVERY, type ExportLink } from '@portal/shared';
import { readCsv } from '../../test/read-csv';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin } from '../../test/fixtures';
import { openExport } from './exports.service';

let t: TestContext;
let token = '';
let otherToken = '';
let agencyId = '';
/** More rows than one progress step, so the count is saved half-way too. */
const ROWS = EXPORT_PROGRESS_EVERY + 2_000;

const slug = () => t.config.productSlug;
const asAdmin = (bearer = token) => ({ authorization: `Bearer ${bearer}` });

async function askLink(payload: object, bearer = token) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v2/${slug()}/user/admin_exportLink`,
    headers: asAdmin(bearer),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ExportLink>();
}

const progressOf = (id: string, bearer = token) =>
  t.app.inject({
    method: 'GET',
    url: `/v2/${slug()}/user/admin_exportProgress/${id}`,
    headers: asAdmin(bearer),
  });

beforeAll(async () => {
  t = await createTestApp();
  token = (await loginAdmin(t.app, (await insertAdmin(t.app.db)).email)).accessToken;
  otherToken = (await loginAdmin(t.app, (await insertAdmin(t.app.db)).email)).accessToken;
  const agency = await insertAgency(t.app.db, { nome: 'Agenzia Export' });
  agencyId = agency.id;
  await insertAgency(t.app.db, { nome: 'Agenzia "Seconda"' });
  await t.app.db.execute(sql`
    insert into appointments (agency_id, state, name, surname, email, cellulare, description, created_at)
    select ${agencyId}::uuid, 'Inserito', 'Cliente ' || g, 'Rossi', 'c' || g || '@example.it',
           '333 ' || g, case when g % 3 = 0 then 'Riga 1' || chr(10) || 'Riga "2"' else '' end,
           timestamptz '2026-01-01' + g * interval '1 minute'
    from generate_series(1, ${ROWS}) g`);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('export links (decision 060)', () => {
  it('streams the same CSV as the desk route, once, and saves how far it got', async () => {
    const filter = { azienda: agencyId };
    const link = await askLink({ kind: 'appuntamentiCsv', filter });
    expect(link.total).toBe(ROWS);
    expect(link.url).toMatch(new RegExp(`^/v2/${slug()}/export/[A-Za-z0-9_-]{43}$`));
    expect((await progressOf(link.id)).json()).toEqual({
      total: ROWS,
      written: 0,
      started: false,
      finished: false,
    });

    const viaLink = await t.app.inject({ method: 'GET', url: link.url });
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.headers['content-disposition']).toBe('attachment; filename="appuntamenti.csv"');
    expect(viaLink.headers['content-type']).toBe('text/csv; charset=utf-8');
    const viaRoute = await t.app.inject({
      method: 'POST',
      url: `/v2/${slug()}/appuntamenti/admin_download`,
      headers: asAdmin(),
      payload: filter,
    });
    expect(viaLink.body).toBe(viaRoute.body);
    expect(readCsv(viaLink.body)).toHaveLength(ROWS + 1);

    await vi.waitFor(async () => expect((await progressOf(link.id)).json().finished).toBe(true));
    expect((await progressOf(link.id)).json()).toEqual({
      total: ROWS,
      written: ROWS,
      started: true,
      finished: true,
    });

    const again = await t.app.inject({ method: 'GET', url: link.url });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/già usato o scaduto/);
  });

  it('saves the count half-way, before the file is over', async () => {
    const link = await askLink({ kind: 'appuntamentiCsv', filter: {} });
    const opened = await openExport(t.app.deps, link.url.split('/').pop()!);
    let lines = 0;
    for await (const chunk of opened.stream) {
      // Every third row's description holds a line break: 4 lines per 3 rows.
      lines += String(chunk).split('\n').length - 1;
      if (lines > ((EXPORT_PROGRESS_EVERY + 1_000) * 4) / 3) break;
    }
    await vi.waitFor(async () =>
      expect((await progressOf(link.id)).json().written).toBeGreaterThanOrEqual(
        EXPORT_PROGRESS_EVERY,
      ),
    );
    const half = (await progressOf(link.id)).json();
    expect(half.finished).toBe(false);
    expect(half.written).toBeLessThan(ROWS);
  });

  it('streams the agencies and the workbooks as their routes do', async () => {
    const csv = await askLink({ kind: 'agenzieCsv', filter: { q: 'seconda' } });
    expect(csv.total).toBe(1);
    const res = await t.app.inject({ method: 'GET', url: csv.url });
    expect(res.headers['content-disposition']).toBe('attachment; filename="listaAgenzie.csv"');
    const route = await t.app.inject({
      method: 'GET',
      url: `/v2/${slug()}/user/getCSV?q=seconda`,
      headers: asAdmin(),
    });
    expect(res.body).toBe(route.body);
    expect(readCsv(res.body)[1]).toContain('Agenzia "Seconda"');

    const xlsx = await askLink({ kind: 'appuntamentiXlsx', filter: { azienda: agencyId } });
    const book = await t.app.inject({ method: 'GET', url: xlsx.url });
    expect(book.statusCode).toBe(200);
    expect(book.headers['content-disposition']).toBe('attachment; filename="appuntamenti.xlsx"');
    expect(book.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const agenzieXlsx = await askLink({ kind: 'agenzieXlsx', filter: {} });
    const sheet = await t.app.inject({ method: 'GET', url: agenzieXlsx.url });
    expect(sheet.headers['content-disposition']).toBe('attachment; filename="listaAgenzie.xlsx"');
    await vi.waitFor(async () =>
      expect((await progressOf(agenzieXlsx.id)).json().finished).toBe(true),
    );
    expect((await progressOf(agenzieXlsx.id)).json().written).toBe(agenzieXlsx.total);
  });

  it('refuses an expired link with 410, an unknown one with 404', async () => {
    const link = await askLink({ kind: 'agenzieCsv', filter: {} });
    t.clock.advance(EXPORT_LINK_TTL_SECONDS * 1000 + 1);
    const late = await t.app.inject({ method: 'GET', url: link.url });
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('GONE');
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/v2/${slug()}/export/${'A'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Link di esportazione non trovato.');
    const malformed = await t.app.inject({ method: 'GET', url: `/v2/${slug()}/export/corto` });
    expect(malformed.statusCode).toBe(400);
  });

  it('gives the file to one of two openings at the same moment', async () => {
    const link = await askLink({ kind: 'agenzieCsv', filter: {} });
    const both = await Promise.all([
      t.app.inject({ method: 'GET', url: link.url }),
      t.app.inject({ method: 'GET', url: link.url }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 410]);
  });

  it('shows the progress only to the admin who asked for the link', async () => {
    const link = await askLink({ kind: 'agenzieCsv', filter: {} });
    const other = await progressOf(link.id, otherToken);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Esportazione non trovata.');
    expect((await progressOf(link.id)).statusCode).toBe(200);
  });

  it('answers a bad request in Italian', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v2/${slug()}/user/admin_exportLink`,
      headers: asAdmin(),
      payload: { kind: 'tutto', filter: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/non valid/);
  });
});
