import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyChoice, AgencyPage } from '@portal/shared';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAdmin,
  loginAgency,
} from '../../test/fixtures';

// admin_list and admin_suggest: the agency list paged, sorted and searched by the server.

let t: TestContext;
let auth: Record<string, string>;
const base = '/v2/8volante/user';

const get = (url: string, headers = auth) =>
  t.app.inject({ method: 'GET', url: `${base}/${url}`, headers });
const page = async (query: string) => {
  const res = await get(`admin_list?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AgencyPage>();
};
const names = (p: AgencyPage) => p.agenzie.map((a) => a.nome);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.app.db);
  auth = { authorization: `Bearer ${(await loginAdmin(t.app, admin.email)).accessToken}` };
  // 30 agencies 'Pagina 01'…'Pagina 30', registered one a minute, the last one first.
  for (let i = 1; i <= 30; i++) {
    const n = String(i).padStart(2, '0');
    await insertAgency(t.app.db, {
      nome: `Pagina ${n}`,
      email: `pagina-${n}@example.it`,
      comune: i % 2 === 0 ? 'Ancona' : 'Bari',
      createdAt: new Date(Date.UTC(2026, 0, 1, 9, i)),
      state: i <= 10 ? 'DA CONFERMARE' : 'CONFERMATO',
    });
  }
  const referrer = await insertReferrer(t.app.db, {
    codice: 'RIC-9',
    nome: 'Nicolò',
    cognome: 'Sànchez',
  });
  await insertAgency(t.app.db, {
    nome: 'Immobiliare Forlì Centro',
    ragioneSociale: 'Case Romagnole S.r.l.',
    email: 'forli@example.it',
    partitaIva: '07643520567',
    comune: 'Forlì',
    cap: '47121',
    referenteId: referrer.id,
    fimaaRegister: true,
  });
  await insertAgency(t.app.db, {
    nome: 'Agente Ricerca Interno',
    email: 'ricerca-interno@example.it',
    agenteInterno: true,
    comune: 'Forlimpopoli',
  });
});
afterAll(async () => {
  await t.close();
});

describe('admin_list paging', () => {
  it('answers 25 rows a page, newest first, with the total, and pages that do not overlap', async () => {
    const first = await page('q=pagina');
    expect(first.total).toBe(30);
    expect(names(first)).toHaveLength(25);
    expect(names(first)[0]).toBe('Pagina 30');
    const second = await page('q=pagina&pagina=2');
    expect(second.total).toBe(30);
    expect(names(second)).toEqual([
      'Pagina 05',
      'Pagina 04',
      'Pagina 03',
      'Pagina 02',
      'Pagina 01',
    ]);
    const seen = new Set([...names(first), ...names(second)]);
    expect(seen.size).toBe(30);
    expect((await page('q=pagina&pagina=3')).agenzie).toEqual([]);
  });

  it('refuses a page that is no page, in Italian', async () => {
    for (const bad of ['pagina=0', 'pagina=abc', 'pagina=10001', 'pagina=1.5']) {
      const res = await get(`admin_list?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/Pagina/);
    }
  });
});

describe('admin_list sorting', () => {
  it('sorts by name both ways and by comune, the id breaking ties', async () => {
    expect(names(await page('q=pagina&ordina=nome')).slice(0, 3)).toEqual([
      'Pagina 01',
      'Pagina 02',
      'Pagina 03',
    ]);
    expect(names(await page('q=pagina&ordina=nome&verso=desc')).slice(0, 2)).toEqual([
      'Pagina 30',
      'Pagina 29',
    ]);
    const byComune = await page('q=pagina&ordina=comune&pagina=1');
    expect(byComune.agenzie.slice(0, 15).every((a) => a.comune === 'Ancona')).toBe(true);
    expect(byComune.agenzie[15]!.comune).toBe('Bari');
  });

  it('refuses an unknown sort', async () => {
    const res = await get('admin_list?ordina=password');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('Ordinamento non valido');
  });
});

describe('admin_list search', () => {
  it('ignores case and accents, on name, comune and referrer', async () => {
    // 'forli' is also in the internal agent's Forlimpopoli: agencies proper only.
    for (const q of ['forli', 'FORLÌ', 'Forlì centro', 'nicolo', 'SANCHEZ centro', 'ric-9']) {
      expect(names(await page(`tipo=agenzie&q=${encodeURIComponent(q)}`)), q).toEqual([
        'Immobiliare Forlì Centro',
      ]);
    }
  });

  it('finds by Partita IVA, CAP, ragione sociale and e-mail', async () => {
    for (const q of ['07643520567', '47121', 'romagnole', 'forli@example']) {
      expect(names(await page(`q=${encodeURIComponent(q)}`)), q).toEqual([
        'Immobiliare Forlì Centro',
      ]);
    }
  });

  it('needs every word, and takes % and _ as plain characters', async () => {
    expect((await page('q=forli%20ancona')).total).toBe(0);
    expect((await page(`q=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await page(`q=${encodeURIComponent('pagina_0')}`)).total).toBe(0);
  });

  it('filters by state, kind and FIMAA', async () => {
    expect((await page('q=pagina&stato=DA%20CONFERMARE')).total).toBe(10);
    expect(names(await page('q=forli&tipo=interni'))).toEqual(['Agente Ricerca Interno']);
    expect(names(await page('q=forli&tipo=agenzie'))).toEqual(['Immobiliare Forlì Centro']);
    expect(names(await page('fimaa=si'))).toEqual(['Immobiliare Forlì Centro']);
  });

  it('is for admins only', async () => {
    const agency = await insertAgency(t.app.db, { nome: 'Curiosa' });
    const token = await loginAgency(t.app, agency.email);
    const res = await get('admin_list', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('admin_suggest', () => {
  it('answers at most 20 choices by name, with only what a filter shows', async () => {
    const res = await get('admin_suggest?q=pagina');
    expect(res.statusCode).toBe(200);
    const choices = res.json<AgencyChoice[]>();
    expect(choices).toHaveLength(20);
    expect(choices[0]).toEqual({
      _id: expect.any(String),
      nome: 'Pagina 01',
      email: 'pagina-01@example.it',
      agenteInterno: false,
    });
  });

  it('keeps internal agents or agencies, accents and case ignored', async () => {
    const agents = (await get('admin_suggest?q=FORLÌ&tipo=interni')).json<AgencyChoice[]>();
    expect(agents.map((c) => c.nome)).toEqual(['Agente Ricerca Interno']);
    const proper = (await get('admin_suggest?q=forli&tipo=agenzie')).json<AgencyChoice[]>();
    expect(proper.map((c) => c.nome)).toEqual(['Immobiliare Forlì Centro']);
  });

  it('refuses a search longer than 200 characters', async () => {
    const res = await get(`admin_suggest?q=${'a'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
  });
});
