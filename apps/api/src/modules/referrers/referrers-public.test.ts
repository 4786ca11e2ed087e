import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReferrer } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await insertReferrer(t.app.db, { codice: 'R-2', nome: 'Luca', cognome: 'Marino' });
  await insertReferrer(t.app.db, {
    codice: 'R-1',
    nome: 'Anna',
    cognome: 'Bianchi',
    urlPhoto: '/uploads/anna.jpg',
  });
  await insertReferrer(t.app.db, { codice: 'R-3', nome: 'Sara', cognome: 'Galli', active: false });
});
afterAll(async () => {
  await t.close();
});

describe('GET /v2/agents/getAllSmallInfo', () => {
  it('lists the active referrers by surname with only code, name and surname', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/agents/getAllSmallInfo' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ _id: string; codice: string; nome: string; cognome: string }[]>();
    expect(body.map((r) => r.codice)).toEqual(['R-1', 'R-2']);
    expect(Object.keys(body[0]!).sort()).toEqual(['_id', 'codice', 'cognome', 'nome']);
    expect(res.body).not.toMatch(/@|urlPhoto|anna\.jpg/);
  });

  it('needs no session and may be cached briefly by the browser', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/agents/getAllSmallInfo',
      headers: { authorization: 'Bearer non-valido' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});
