import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { agencies } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  PASSWORD,
  adminCode,
  insertAdmin,
  insertAgency,
  loginAdmin,
  loginAgency,
} from '../../test/fixtures';
import { REFRESH_REUSE_GRACE_MS } from './auth.service';

let t: TestContext;
const slug = () => t.config.productSlug;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('admin login and tokens', () => {
  it('ends an admin sign-in 12 hours after the login, refreshes included (ASVS 7.3.2)', async () => {
    const admin = await insertAdmin(t.app.db);
    let tokens = await loginAdmin(t.app, admin.email);
    // Each refresh from its own address: the route allows 60 a minute per address.
    let n = 0;
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/admin/refresh',
        headers: { 'x-refresh': `Bearer ${token}` },
        remoteAddress: `10.30.0.${++n}`,
      });
    const getMe = (token: string) =>
      t.app.inject({ method: 'GET', url: '/v2/admin/getMe', headers: bearer(token) });
    // Refreshed every 10 minutes as an open tab does, then once more at 11 h 59 min.
    for (const step of [...Array<number>(71).fill(10), 9]) {
      t.clock.advance(step * 60 * 1000);
      const res = await refresh(tokens.refreshToken);
      expect(res.statusCode).toBe(200);
      tokens = res.json();
    }
    expect((await getMe(tokens.accessToken)).statusCode).toBe(200);
    // 12 h 01 min: the access token is 2 minutes old, but the sign-in is over.
    t.clock.advance(2 * 60 * 1000);
    expect((await getMe(tokens.accessToken)).statusCode).toBe(401);
    const over = await refresh(tokens.refreshToken);
    expect(over.statusCode).toBe(401);
    expect(over.json().message).toBe(
      'La sessione è durata il tempo massimo: effettua di nuovo il login.',
    );
    // A new login starts a new sign-in.
    const fresh = await loginAdmin(t.app, admin.email);
    expect((await getMe(fresh.accessToken)).statusCode).toBe(200);
  });

  it('logs in, answers getMe, and stores argon2id hashes with the required cost', async () => {
    const admin = await insertAdmin(t.app.db, { email: 'mario@example.it' });
    expect(admin.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/login',
      payload: { email: 'MARIO@example.it', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    // The password alone opens no session: the second factor comes next (decision 039).
    expect(Object.keys(res.json()).sort()).toEqual(['enrol', 'mfaToken']);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/login/verify',
      payload: { mfaToken: res.json().mfaToken, code: adminCode(t.app) },
    });
    expect(verify.statusCode).toBe(200);
    const body = verify.json();
    expect(body.admin).toEqual({
      _id: admin.id,
      name: 'Mario',
      surname: 'Bianchi',
      email: 'mario@example.it',
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
    const me = await t.app.inject({
      method: 'GET',
      url: '/v2/admin/getMe',
      headers: bearer(body.accessToken),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('mario@example.it');
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    await insertAdmin(t.app.db, { email: 'anna@example.it' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/login',
      payload: { email: 'anna@example.it', password: 'sbagliata' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/login',
      payload: { email: 'nessuno@example.it', password: 'sbagliata' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('E-mail o password non corretti.');
    expect(unknown.json().message).toBe(wrong.json().message);
    expect(unknown.json().code).toBe(wrong.json().code);
  });

  it('refuses an expired access token, then refreshes with rotation', async () => {
    const admin = await insertAdmin(t.app.db);
    const first = await loginAdmin(t.app, admin.email);
    t.clock.advance(15 * 60 * 1000 + 1000);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/v2/admin/getMe',
      headers: bearer(first.accessToken),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/refresh',
      headers: { 'x-refresh': `Bearer ${first.refreshToken}` },
    });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const ok = await t.app.inject({
      method: 'GET',
      url: '/v2/admin/getMe',
      headers: bearer(second.accessToken),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token is replayed', async () => {
    const admin = await insertAdmin(t.app.db);
    const first = await loginAdmin(t.app, admin.email);
    const r1 = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/refresh',
      headers: { 'x-refresh': `Bearer ${first.refreshToken}` },
    });
    expect(r1.statusCode).toBe(200);
    const second = r1.json();
    // Past the grace of a refresh at the same moment (decision 075), a use is a replay.
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/refresh',
      headers: { 'x-refresh': `Bearer ${first.refreshToken}` },
    });
    expect(replay.statusCode).toBe(401);
    // The legitimate newer tokens die with the family.
    const me = await t.app.inject({
      method: 'GET',
      url: '/v2/admin/getMe',
      headers: bearer(second.accessToken),
    });
    expect(me.statusCode).toBe(401);
    const r2 = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/refresh',
      headers: { 'x-refresh': `Bearer ${second.refreshToken}` },
    });
    expect(r2.statusCode).toBe(401);
  });

  it('logout takes effect at once', async () => {
    const admin = await insertAdmin(t.app.db);
    const tokens = await loginAdmin(t.app, admin.email);
    const out = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/logout',
      headers: bearer(tokens.accessToken),
    });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/v2/admin/getMe',
      headers: bearer(tokens.accessToken),
    });
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/refresh',
      headers: { 'x-refresh': `Bearer ${tokens.refreshToken}` },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('accepts one signing algorithm only and no token of another kind', async () => {
    const admin = await insertAdmin(t.app.db);
    const tokens = await loginAdmin(t.app, admin.email);
    const [, payload] = tokens.accessToken.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const hs512Header = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString(
      'base64url',
    );
    const hs512 = `${hs512Header}.${payload}.${createHmac('sha512', 'x').update('y').digest('base64url')}`;
    const badSig = `${tokens.accessToken.slice(0, -4)}AAAA`;
    for (const token of [none, hs512, badSig, tokens.refreshToken, 'abc', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v2/admin/getMe',
        headers: bearer(token),
      });
      expect(res.statusCode, token).toBe(401);
    }
    const agency = await insertAgency(t.app.db);
    const userToken = await loginAgency(t.app, agency.email);
    const cross = await t.app.inject({
      method: 'GET',
      url: '/v2/admin/getMe',
      headers: bearer(userToken),
    });
    expect(cross.statusCode).toBe(401);
    const reverse = await t.app.inject({
      method: 'GET',
      url: `/v2/${slug()}/user/user_fetchMeFromToken`,
      headers: bearer(tokens.accessToken),
    });
    expect(reverse.statusCode).toBe(401);
  });
});

describe('agency login and guard', () => {
  it('logs in a confirmed agency and answers who it is, without secrets', async () => {
    const agency = await insertAgency(t.app.db, { nome: 'Immobiliare Uno' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/v2/${slug()}/user/user_login`,
      payload: { email: agency.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const { token, agenzia } = res.json();
    expect(agenzia._id).toBe(agency.id);
    expect(agenzia).not.toHaveProperty('password');
    expect(agenzia).not.toHaveProperty('passwordHash');
    const me = await t.app.inject({
      method: 'GET',
      url: `/v2/${slug()}/user/user_fetchMeFromToken`,
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().nome).toBe('Immobiliare Uno');
  });

  it('refuses a pending agency with an Italian reason', async () => {
    const agency = await insertAgency(t.app.db, { state: 'DA CONFERMARE' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/v2/${slug()}/user/user_login`,
      payload: { email: agency.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_NOT_CONFIRMED');
    expect(res.json().message).toMatch(/non ancora confermato/);
  });

  it('refuses a missing, expired or logged-out token, and a disabled account at once', async () => {
    const noToken = await t.app.inject({
      method: 'GET',
      url: `/v2/${slug()}/user/user_fetchMeFromToken`,
    });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(noToken.json().requestId).toBeTruthy();

    const agency = await insertAgency(t.app.db);
    const token = await loginAgency(t.app, agency.email);
    const out = await t.app.inject({
      method: 'POST',
      url: `/v2/${slug()}/user/user_logout`,
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/v2/${slug()}/user/user_fetchMeFromToken`,
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);

    const token2 = await loginAgency(t.app, agency.email);
    await t.app.db
      .update(agencies)
      .set({ state: 'DA CONFERMARE' })
      .where(eq(agencies.id, agency.id));
    const disabled = await t.app.inject({
      method: 'GET',
      url: `/v2/${slug()}/user/user_fetchMeFromToken`,
      headers: bearer(token2),
    });
    expect(disabled.statusCode).toBe(401);

    const other = await insertAgency(t.app.db);
    const token3 = await loginAgency(t.app, other.email);
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const expired = await t.app.inject({
      method: 'GET',
      url: `/v2/${slug()}/user/user_fetchMeFromToken`,
      headers: bearer(token3),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
  });

  it('validates the login body with Italian messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v2/${slug()}/user/user_login`,
      payload: { email: 'non-una-email', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.email).toBe('E-mail non valida');
    expect(res.json().details.password).toBe('Inserisci la password');
  });
});

describe('brute force and logs', () => {
  it('locks an account after repeated failures with 429 and Retry-After, then frees it', async () => {
    const agency = await insertAgency(t.app.db);
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v2/${slug()}/user/user_login`,
        payload: { email: agency.email, password },
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 5; i++) expect((await attempt('sbagliata')).statusCode).toBe(401);
    const locked = await attempt(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/Troppi tentativi/);
    // The lock ends: on the app's clock and on the limits' (Date.now, decision 082).
    t.clock.advance(16 * 60 * 1000);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60 * 1000 });
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });

  it('locks an address that tries many accounts', async () => {
    for (let i = 0; i < 20; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/v2/admin/login',
        payload: { email: `x${i}@example.it`, password: 'sbagliata' },
        remoteAddress: '10.8.8.8',
      });
    }
    const admin = await insertAdmin(t.app.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/login',
      payload: { email: admin.email, password: PASSWORD },
      remoteAddress: '10.8.8.8',
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('logs refusals with address and a keyed hash of the account, never its e-mail, password or token', async () => {
    const admin = await insertAdmin(t.app.db);
    const tokens = await loginAdmin(t.app, admin.email);
    await t.app.inject({
      method: 'POST',
      url: '/v2/admin/login',
      payload: { email: admin.email, password: 'Segretissima-123' },
      remoteAddress: '10.7.7.7',
    });
    await t.app.inject({
      method: 'POST',
      url: '/v2/admin/refresh',
      headers: { 'x-refresh': `Bearer ${tokens.refreshToken}` },
    });
    const text = JSON.stringify(t.logs);
    expect(text).not.toContain('Segretissima-123');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(tokens.refreshToken);
    expect(text).not.toContain(tokens.accessToken);
    expect(text).not.toContain(admin.email);
    const refused = t.logs.find((l) => l.event === 'refused' && l.ip === '10.7.7.7');
    // The same address gives the same hash, in any case: one account can be followed.
    expect(refused).toMatchObject({
      status: 401,
      accountHash: t.app.deps.emailDigest(` ${admin.email.toUpperCase()} `),
    });
    expect(refused?.accountHash).toMatch(/^[0-9a-f]{16}$/);
    expect(refused?.time).toBeTypeOf('number');
  });
});
