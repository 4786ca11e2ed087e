import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { insertAdmin, loginAdmin } from '../test/fixtures';

// Text the database cannot hold never reaches it: half of a surrogate pair ("\ud800" in a
// JSON body) is refused with 400 on every route, as U+0000 is; whole characters outside the
// BMP (emoji, '𐀀') are text like any other. A lone surrogate used to answer 500 from the
// audit record's jsonb.

let t: TestContext;
let auth: Record<string, string>;
const p = '/v2/8volante';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.app.db);
  auth = { authorization: `Bearer ${(await loginAdmin(t.app, admin.email)).accessToken}` };
});
afterAll(async () => {
  await t.close();
});

const postRaw = (url: string, body: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });

describe('text in JSON bodies', () => {
  it('refuses a lone surrogate with 400 and an Italian message, storing nothing', async () => {
    const cases = [
      [
        `${p}/referenti/admin_add`,
        auth,
        '{"codice":"SUR-1","nome":"A\\ud800","cognome":"B","email":"s1@example.it"}',
      ],
      [
        `${p}/referenti/admin_add`,
        auth,
        '{"codice":"SUR-2","nome":"A","cognome":"B\\udfff","email":"s2@example.it"}',
      ],
      ['/v2/agenzieUser/forgotPassword', {}, '{"email":"x\\ud83d@example.it"}'],
    ] as const;
    for (const [url, headers, body] of cases) {
      const res = await postRaw(url, body, headers);
      expect(res.statusCode, `${url} ${body}`).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(
        'Il testo contiene caratteri non ammessi.',
      );
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `${p}/referenti/admin_list?q=sur`,
      headers: auth,
    });
    expect(list.json<{ total: number }>().total).toBe(0);
  });

  it('takes whole characters outside the BMP as text', async () => {
    const res = await postRaw(
      `${p}/referenti/admin_add`,
      JSON.stringify({
        codice: 'SUR-3',
        nome: 'Anna 😀',
        cognome: '𐀀 Neri',
        email: 's3@example.it',
      }),
      auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ nome: 'Anna 😀', cognome: '𐀀 Neri' });
  });
});
