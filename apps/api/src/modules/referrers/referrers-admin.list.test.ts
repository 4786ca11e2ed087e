import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRER_PAGE_SIZE, type ReferrerPage } from '@portal/shared';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertReferrer, loginAdmin } from '../../test/fixtures';

// admin_list (issue 18, point 1: "the same for referrers when they grow"): the referrers
// searched (codice, nome, cognome, e-mail; case and accents folded), sorted and paged by the
// server, 25 a page.

let t: TestContext;
let auth: Record<string, string>;
const url = '/v2/8volante/referenti/admin_list';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.app.db);
  auth = { authorization: `Bearer ${(await loginAdmin(t.app, admin.email)).accessToken}` };
  for (let i = 0; i < 30; i++) {
    await insertReferrer(t.app.db, {
      codice: `LST-${String(i).padStart(2, '0')}`,
      cognome: `Cognome ${String(29 - i).padStart(2, '0')}`,
    });
  }
  await insertReferrer(t.app.db, {
    codice: 'NIC-1',
    nome: 'Niccolò',
    cognome: 'Forlì',
    email: 'niccolo.forli@example.it',
  });
});
afterAll(async () => {
  await t.close();
});

const page = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `${url}${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReferrerPage>();
};

describe('GET referenti/admin_list', () => {
  it('answers 25 a page with the total, by surname; the next page holds the rest', async () => {
    const first = await page();
    expect(first.total).toBe(31);
    expect(first.referenti).toHaveLength(REFERRER_PAGE_SIZE);
    expect(first.referenti[0]!.cognome).toBe('Cognome 00');
    const second = await page('?pagina=2');
    expect(second.referenti).toHaveLength(6);
    const ids = new Set([...first.referenti, ...second.referenti].map((r) => r._id));
    expect(ids.size).toBe(31);
    expect((await page('?pagina=3')).referenti).toEqual([]);
  });

  it('sorts by code either way', async () => {
    expect((await page('?ordina=codice')).referenti[0]!.codice).toBe('LST-00');
    expect((await page('?ordina=codice&verso=desc')).referenti[0]!.codice).toBe('NIC-1');
  });

  it('finds by any word, whatever its case and accents', async () => {
    for (const q of ['FORLI', 'niccolo', 'nic-1', 'forlì niccolò', 'NICCOLO.FORLI@EXAMPLE']) {
      const found = await page(`?q=${encodeURIComponent(q)}`);
      expect(found.total, q).toBe(1);
      expect(found.referenti[0]!.codice).toBe('NIC-1');
    }
    expect((await page('?q=lst-1')).total).toBe(10);
    expect((await page('?q=nessuno')).total).toBe(0);
  });

  it('refuses a bad page or sort in Italian, and anyone but an admin', async () => {
    for (const q of ['?pagina=0', '?pagina=abc', '?ordina=nome', `?q=${'x'.repeat(101)}`]) {
      const res = await t.app.inject({ method: 'GET', url: `${url}${q}`, headers: auth });
      expect(res.statusCode, q).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[a-zà-ù]/);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
