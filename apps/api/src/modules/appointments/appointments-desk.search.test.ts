import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAppointmentsPage } from '@portal/shared';
import { appointments } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin } from '../../test/fixtures';
import { readCsv } from '../../test/read-csv';

// The desk's client search (`q`): name, surname, e-mail or phone, on the list, the total
// and the export alike.

let t: TestContext;
let token = '';
const ids = { a: '', b: '' };
const call = (name: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/${t.config.productSlug}/appuntamenti/${name}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const clients = async (payload: object) => {
  const res = await call('admin_fetchAll', { limit: 25, skip: 0, ...payload });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<AdminAppointmentsPage>();
  return { total: page.total, names: page.appuntamenti.map((a) => `${a.name} ${a.surname}`) };
};

beforeAll(async () => {
  t = await createTestApp();
  token = (await loginAdmin(t.app, (await insertAdmin(t.app.db)).email)).accessToken;
  const a = await insertAgency(t.app.db, { nome: 'Agenzia Ricerca Alfa' });
  const b = await insertAgency(t.app.db, { nome: 'Agenzia Ricerca Beta' });
  Object.assign(ids, { a: a.id, b: b.id });
  const lead = (
    agencyId: string,
    name: string,
    surname: string,
    email: string,
    cellulare: string,
    minute: number,
  ) => ({
    agencyId,
    name,
    surname,
    email,
    cellulare,
    createdAt: new Date(Date.UTC(2026, 2, 1, 10, minute)),
  });
  await t.app.db
    .insert(appointments)
    .values([
      lead(a.id, 'Niccolò', 'D’Amelio', 'niccolo.damelio@example.it', '+39 333 111 2233', 1),
      lead(a.id, 'Giulia', 'Cantù', 'giulia.cantu@example.it', '347-555.0101', 2),
      lead(b.id, 'Mario', 'Rossi', 'mario.rossi@example.it', '3201234567', 3),
      lead(b.id, 'Maria', 'Rossini', 'maria_r@example.it', '+39 320 999 8888', 4),
      lead(b.id, 'Elena', 'Ferri', 'elena.ferri@example.it', '06 1234 5678', 5),
    ]);
});
afterAll(async () => {
  await t.close();
});

describe('admin_fetchAll with q', () => {
  it('finds by the start of name or surname, case and accents ignored, newest first', async () => {
    expect(await clients({ q: 'niccolo' })).toEqual({ total: 1, names: ['Niccolò D’Amelio'] });
    expect(await clients({ q: 'CANTÙ' })).toEqual({ total: 1, names: ['Giulia Cantù'] });
    expect(await clients({ q: 'rossi' })).toEqual({
      total: 2,
      names: ['Maria Rossini', 'Mario Rossi'],
    });
    expect(await clients({ q: 'mario rossi' })).toEqual({ total: 1, names: ['Mario Rossi'] });
  });

  it('finds by e-mail, and by the start of a word only', async () => {
    expect((await clients({ q: 'giulia.cantu@' })).names).toEqual(['Giulia Cantù']);
    expect((await clients({ q: 'maria_r' })).names).toEqual(['Maria Rossini']);
    expect((await clients({ q: 'mariaxr' })).total).toBe(0);
    expect((await clients({ q: 'ossi' })).total).toBe(0);
    expect((await clients({ q: '@@' })).total).toBe(0);
  });

  it('finds by phone however it is written', async () => {
    for (const q of ['333 111 2233', '+39 3331112233', '3331112233', '333 111']) {
      expect((await clients({ q })).names, q).toEqual(['Niccolò D’Amelio']);
    }
    expect((await clients({ q: '347 555 0101' })).names).toEqual(['Giulia Cantù']);
    expect((await clients({ q: '06.1234.5678' })).names).toEqual(['Elena Ferri']);
  });

  it('adds to the other filters', async () => {
    expect((await clients({ q: 'rossi', azienda: ids.a })).total).toBe(0);
    expect((await clients({ q: 'rossi', azienda: ids.b })).total).toBe(2);
    expect((await clients({ q: 'rossi', from: '2026-03-02' })).total).toBe(0);
  });

  it('a blank search is no search', async () => {
    expect((await clients({ q: '   ' })).total).toBe(5);
    expect((await clients({ q: null })).total).toBe(5);
  });

  it('refuses a search longer than 100 characters, in Italian', async () => {
    const res = await call('admin_fetchAll', { q: 'a'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/100 caratteri/);
  });
});

describe('admin_download with q', () => {
  it('exports the rows the search finds, and only those', async () => {
    const res = await call('admin_download', { q: 'rossi' });
    expect(res.statusCode).toBe(200);
    const [, ...rows] = readCsv(res.body);
    expect(rows.map((r) => r[6])).toEqual(['Maria Rossini', 'Mario Rossi']);
  });
});

describe('admin_fetchAll sorted', () => {
  it('sorts by client (surname, then name) both ways, and by date oldest first', async () => {
    const surnames = async (payload: object) =>
      (await clients({ azienda: ids.b, ...payload })).names;
    expect(await surnames({ ordina: 'cliente' })).toEqual([
      'Elena Ferri',
      'Mario Rossi',
      'Maria Rossini',
    ]);
    expect(await surnames({ ordina: 'cliente', verso: 'desc' })).toEqual([
      'Maria Rossini',
      'Mario Rossi',
      'Elena Ferri',
    ]);
    expect(await surnames({ ordina: 'created', verso: 'asc' })).toEqual([
      'Mario Rossi',
      'Maria Rossini',
      'Elena Ferri',
    ]);
    expect((await clients({ q: 'rossi', ordina: 'cliente', skip: 1 })).names).toEqual([
      'Maria Rossini',
    ]);
  });

  it('refuses an unknown order, in Italian', async () => {
    const res = await call('admin_fetchAll', { ordina: 'email' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('Ordinamento non valido');
  });
});
