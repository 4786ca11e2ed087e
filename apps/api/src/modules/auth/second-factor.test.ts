import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { routeEntries, routeUrl } from '@portal/shared/routes';
import { adminRecoveryCodes, admins, auditLog } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  PASSWORD,
  adminCode,
  adminPasswordStep,
  insertAdmin,
  insertAgency,
  loginAdmin,
} from '../../test/fixtures';
import { totpCode } from './second-factor';

// QUALITY S21: administrators sign in with a second factor (decision 039).
let t: TestContext;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let ip = 0;
const from = () => ({ 'x-forwarded-for': `10.39.0.${++ip}` });
const post = (url: string, payload: object, headers: Record<string, string> = from()) =>
  t.app.inject({ method: 'POST', url, payload, headers });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A new admin without a second factor enrols: the answer of the enrolment. */
async function enrolNewAdmin() {
  const admin = await insertAdmin(t.app.db, { totpSecret: null });
  const step = await adminPasswordStep(t.app, admin.email);
  const secret = step.enrol!.secret;
  const res = await post('/v2/admin/login/enrol', {
    mfaToken: step.mfaToken,
    code: adminCode(t.app, secret),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { admin, secret, body: res.json<{ accessToken: string; recoveryCodes: string[] }>() };
}

describe('the second factor of the admin login', () => {
  it('refuses an admin login without the second factor: the password step opens no session', async () => {
    const admin = await insertAdmin(t.app.db);
    const step = await adminPasswordStep(t.app, admin.email);
    expect(step.enrol).toBeNull();
    const me = await t.app.inject({
      method: 'GET',
      url: '/v2/admin/getMe',
      headers: bearer(step.mfaToken),
    });
    expect(me.statusCode).toBe(401);
    const wrong = await post('/v2/admin/login/verify', {
      mfaToken: step.mfaToken,
      code: totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', t.clock.now()),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Codice non valido o scaduto.');
    const missing = await post('/v2/admin/login/verify', { mfaToken: step.mfaToken, code: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.code).toBe('Inserisci il codice di verifica');
    // A step token is short-lived: five minutes later the right code no longer opens it.
    t.clock.advance(5 * 60_000 + 1000);
    const late = await post('/v2/admin/login/verify', {
      mfaToken: step.mfaToken,
      code: adminCode(t.app),
    });
    expect(late.statusCode).toBe(401);
    // Said so, with the code the page goes back to the password on (decision 076).
    expect(late.json()).toMatchObject({
      code: 'LOGIN_STEP_OVER',
      message: 'L’accesso è scaduto: inserisci di nuovo e-mail e password.',
    });
    const fresh = await adminPasswordStep(t.app, admin.email);
    const ok = await post('/v2/admin/login/verify', {
      mfaToken: fresh.mfaToken,
      code: adminCode(t.app),
    });
    expect(ok.statusCode).toBe(200);
    // An access token is no step token, and an enrolment step is no code step.
    const again = await post('/v2/admin/login/verify', {
      mfaToken: ok.json().accessToken,
      code: adminCode(t.app),
    });
    expect(again.statusCode).toBe(401);
  });

  it('enrols an admin without a second factor at the first login: QR code, then ten recovery codes stored hashed', async () => {
    const admin = await insertAdmin(t.app.db, { totpSecret: null });
    const step = await adminPasswordStep(t.app, admin.email);
    expect(step.enrol!.secret).toMatch(/^[A-Z2-7]{32}$/);
    const enrol = step.enrol as { secret: string; otpauthUrl: string; qrSvg: string };
    expect(enrol.otpauthUrl).toContain(`secret=${enrol.secret}`);
    expect(enrol.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(enrol.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // The enrolment token does not skip the enrolment.
    const skip = await post('/v2/admin/login/verify', {
      mfaToken: step.mfaToken,
      code: adminCode(t.app, enrol.secret),
    });
    expect(skip.statusCode).toBe(401);
    const wrong = await post('/v2/admin/login/enrol', { mfaToken: step.mfaToken, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    const res = await post('/v2/admin/login/enrol', {
      mfaToken: step.mfaToken,
      code: adminCode(t.app, enrol.secret),
    });
    expect(res.statusCode).toBe(200);
    const { recoveryCodes, accessToken } = res.json<{
      recoveryCodes: string[];
      accessToken: string;
    }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const stored = await t.app.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminId, admin.id));
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const c of recoveryCodes) {
      expect(dump).not.toContain(c);
      expect(dump).not.toContain(c.replace(/-/g, ''));
    }
    const me = await t.app.inject({
      method: 'GET',
      url: '/v2/admin/getMe',
      headers: bearer(accessToken),
    });
    expect(me.statusCode).toBe(200);
    // Enrolled: the next login asks for the code, and the old offer is spent.
    expect((await adminPasswordStep(t.app, admin.email)).enrol).toBeNull();
    const replay = await post('/v2/admin/login/enrol', {
      mfaToken: step.mfaToken,
      code: adminCode(t.app, enrol.secret),
    });
    expect(replay.statusCode).toBe(409);
  });

  it('accepts a code of the app once: the same code, or an older one, is refused after it (ASVS 6.5.1)', async () => {
    const admin = await insertAdmin(t.app.db);
    const SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
    await t.app.db.update(admins).set({ totpSecret: SECRET }).where(eq(admins.id, admin.id));
    const verify = async (code: string) => {
      const step = await adminPasswordStep(t.app, admin.email);
      return post('/v2/admin/login/verify', { mfaToken: step.mfaToken, code });
    };
    const now = t.clock.now();
    const current = totpCode(SECRET, now);
    const previous = totpCode(SECRET, now - 30_000);
    const next = totpCode(SECRET, now + 30_000);
    expect((await verify(current)).statusCode).toBe(200);
    const replay = await verify(current);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Codice non valido o scaduto.');
    // The earlier code is still within the drift window, but older than the one spent.
    expect((await verify(previous)).statusCode).toBe(401);
    expect((await verify(next)).statusCode).toBe(200);
    expect((await verify(next)).statusCode).toBe(401);
    // A code spent at the login cannot confirm the identity afterwards either.
    t.clock.advance(60_000);
    const fresh = totpCode(SECRET, t.clock.now());
    const step = await adminPasswordStep(t.app, admin.email);
    const login = await post('/v2/admin/login/verify', { mfaToken: step.mfaToken, code: fresh });
    const reauth = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/admin/reauth',
        headers: { ...bearer(login.json().accessToken), ...from() },
        payload: { password: code },
      });
    expect((await reauth(fresh)).statusCode).toBe(403);
    expect((await reauth(totpCode(SECRET, t.clock.now() + 30_000))).statusCode).toBe(200);
  });

  it('accepts each recovery code once, typed in any case and spacing', async () => {
    const { admin, body } = await enrolNewAdmin();
    const [first, second] = body.recoveryCodes as [string, string];
    const useCode = async (code: string) => {
      const step = await adminPasswordStep(t.app, admin.email);
      return post('/v2/admin/login/verify', { mfaToken: step.mfaToken, code });
    };
    expect((await useCode(first)).statusCode).toBe(200);
    const reused = await useCode(first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('Codice non valido o scaduto.');
    const typed = ` ${second.toLowerCase().replace(/-/g, ' ')} `;
    expect((await useCode(typed)).statusCode).toBe(200);
    expect((await useCode(second)).statusCode).toBe(401);
    const used = await t.app.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminId, admin.id));
    expect(used.filter((r) => r.usedAt !== null)).toHaveLength(2);
  });

  it('regenerates the recovery codes: the old ones stop working', async () => {
    const { admin, secret, body } = await enrolNewAdmin();
    const tokens = await loginAdmin(t.app, admin.email, PASSWORD, { secret });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/mfa/recovery-codes',
      headers: bearer(tokens.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    const step = await adminPasswordStep(t.app, admin.email);
    const old = await post('/v2/admin/login/verify', {
      mfaToken: step.mfaToken,
      code: body.recoveryCodes[5]!,
    });
    expect(old.statusCode).toBe(401);
    const ok = await post('/v2/admin/login/verify', { mfaToken: step.mfaToken, code: fresh[5]! });
    expect(ok.statusCode).toBe(200);
  });

  it('counts wrong codes with wrong passwords under the login throttle (decision 033)', async () => {
    const admin = await insertAdmin(t.app.db);
    const headers = { 'x-forwarded-for': '10.39.1.1' };
    const step = await adminPasswordStep(t.app, admin.email);
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/v2/admin/login/verify',
        { mfaToken: step.mfaToken, code: `00000${i}` },
        headers,
      );
      expect(res.statusCode).toBe(401);
    }
    const locked = await post(
      '/v2/admin/login/verify',
      { mfaToken: step.mfaToken, code: adminCode(t.app) },
      headers,
    );
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const password = await post(
      '/v2/admin/login',
      { email: admin.email, password: PASSWORD },
      headers,
    );
    expect(password.statusCode).toBe(429);
  });
});

describe('re-authentication before dangerous admin actions', () => {
  it('refuses every dangerous route without a fresh confirmation, with an Italian message', async () => {
    const admin = await insertAdmin(t.app.db);
    const { accessToken } = await loginAdmin(t.app, admin.email, PASSWORD, { reauth: false });
    const dangerous = routeEntries.filter(([, c]) => c.reauth);
    expect(dangerous.map(([id]) => id).sort()).toEqual([
      'adminAgencyDelete',
      'adminAgencyErase',
      'adminAgencyResetPassword',
      'adminRecoveryCodes',
      'adminResetMfa',
    ]);
    const agency = await insertAgency(t.app.db);
    for (const [id, c] of dangerous) {
      const res = await t.app.inject({
        method: c.method,
        url: routeUrl(c.path, t.config.productSlug),
        headers: bearer(accessToken),
        ...(c.body ? { payload: { id: agency.id } } : {}),
      });
      expect(res.statusCode, id).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'REAUTH_REQUIRED',
        message: 'Per questa operazione conferma la tua identità con la password o un codice.',
      });
    }
  });

  it('lets the action through for five minutes after the password or a code', async () => {
    const admin = await insertAdmin(t.app.db);
    const { accessToken } = await loginAdmin(t.app, admin.email, PASSWORD, { reauth: false });
    const agency = await insertAgency(t.app.db);
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: `/v2/${t.config.productSlug}/user/admin_resetPassword`,
        headers: bearer(accessToken),
        payload: { id: agency.id },
      });
    const reauth = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/admin/reauth',
        headers: { ...bearer(accessToken), ...from() },
        payload: { password },
      });
    const wrong = await reauth('Password-Sbagliata-2026');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Password o codice non corretti.');
    expect((await reset()).statusCode).toBe(403);
    expect((await reauth(PASSWORD)).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(200);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await reset()).json().code).toBe('REAUTH_REQUIRED');
    expect((await reauth(adminCode(t.app))).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(200);
  });
});

describe('reset of an admin’s second factor', () => {
  it('is done only by another admin, audited, and ends the other admin’s sessions', async () => {
    const actor = await insertAdmin(t.app.db, { name: 'Anna' });
    const target = await insertAdmin(t.app.db, { name: 'Bruno' });
    const a = await loginAdmin(t.app, actor.email);
    const b = await loginAdmin(t.app, target.email);
    const list = await t.app.inject({
      method: 'GET',
      url: '/v2/admin/admins',
      headers: bearer(a.accessToken),
    });
    expect(list.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: actor.id, mfa: true, self: true }),
        expect.objectContaining({ _id: target.id, mfa: true, self: false }),
      ]),
    );
    const resetMfa = (token: string, id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/admin/admins/reset-mfa',
        headers: bearer(token),
        payload: { id },
      });
    const self = await resetMfa(a.accessToken, actor.id);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(
      'Il secondo fattore di un amministratore può azzerarlo solo un altro amministratore.',
    );
    expect((await resetMfa(a.accessToken, target.id)).statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/v2/admin/getMe',
      headers: bearer(b.accessToken),
    });
    expect(me.statusCode).toBe(401);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, target.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: actor.id, entity: 'admin', action: 'update' });
    expect(audit[0]!.changes).toEqual([
      { field: 'secondoFattore', old: 'attivo', new: 'azzerato' },
    ]);
    // Bruno enrols again at his next login.
    expect((await adminPasswordStep(t.app, target.email)).enrol).not.toBeNull();
  });
});
