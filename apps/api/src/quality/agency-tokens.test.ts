import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { insertAdmin, insertAgency, loginAdmin, loginAgency } from '../test/fixtures';
import { P } from './route-table';

// QUALITY S6 for the agency side (auth.test.ts covers the admin side): one signing
// algorithm; `alg: none`, a foreign algorithm, a bad signature, an expired token and an
// admin refresh token used as an access token are all 401 with the error shape.
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: `${P}/user/user_fetchMeFromToken`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('agency tokens (QUALITY S6)', () => {
  it('accepts its own token and refuses forged, foreign and expired ones', async () => {
    const agency = await insertAgency(t.app.db);
    const token = await loginAgency(t.app, agency.email);
    expect((await me(token)).statusCode).toBe(200);
    const [, payload] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const admin = await loginAdmin(t.app, (await insertAdmin(t.app.db)).email);
    const forged = [
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${createHmac('sha512', 'x').update('y').digest('base64url')}`,
      `${token.split('.').slice(0, 2).join('.')}.${createHmac('sha256', 'altro-segreto').update('x').digest('base64url')}`,
      // A payload edited to another agency with the original signature.
      `${token.split('.')[0]!}.${b64({ ...claims, sub: '11111111-1111-4111-8111-111111111111' })}.${token.split('.')[2]!}`,
      admin.refreshToken,
      admin.accessToken,
      'abc',
    ];
    for (const bad of forged) {
      const res = await me(bad);
      expect(res.statusCode, bad.slice(0, 40)).toBe(401);
      expect(res.json()).toMatchObject({
        message: expect.any(String),
        code: expect.any(String),
        requestId: expect.any(String),
      });
    }
    t.clock.advance(400 * 24 * 60 * 60 * 1000);
    const expired = await me(token);
    expect(expired.statusCode).toBe(401);
  });
});
