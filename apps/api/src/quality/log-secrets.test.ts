import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { insertAdmin, insertAgency, loginAdmin, loginAgency, PASSWORD } from '../test/fixtures';
import { decodeQuotedPrintable, startSmtpReceiver } from '../test/smtp';
import { REFRESH_REUSE_GRACE_MS } from '../modules/auth/auth.service';

// QUALITY S17: a whole agency and admin session (login, refresh, wrong passwords, reset by
// e-mail, login with the new password, logout) leaves no password, token or x-refresh value
// in the log, while refusals are logged with time, address and account.
let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const NEW_PASSWORD = 'Nuova-Password-Log-2026';
const WRONG = 'Sbagliata-Segreta-2026';

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function resetTokenFor(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mail = smtp.inbox.find((m) => m.to.includes(to));
    if (mail) {
      const m = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(mail.raw));
      if (!m) throw new Error('link di reset assente');
      return m[1]!;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nessuna mail per ${to}`);
}

describe('logs keep no secrets (QUALITY S17)', () => {
  it('logs a login + refresh + reset flow without any password or token', async () => {
    const secrets: string[] = [PASSWORD, NEW_PASSWORD, WRONG];
    const inject = t.app.inject.bind(t.app);
    const admin = await insertAdmin(t.app.db);
    const adminTokens = await loginAdmin(t.app, admin.email);
    secrets.push(adminTokens.accessToken, adminTokens.refreshToken);
    const refreshed = await inject({
      method: 'POST',
      url: '/v2/admin/refresh',
      headers: { 'x-refresh': `Bearer ${adminTokens.refreshToken}` },
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json<{ accessToken: string; refreshToken: string }>();
    secrets.push(next.accessToken, next.refreshToken);
    // A replayed refresh token (refused, past the grace of decision 075) and a wrong admin
    // password.
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/v2/admin/refresh',
          headers: { 'x-refresh': `Bearer ${adminTokens.refreshToken}` },
        })
      ).statusCode,
    ).toBe(401);
    const wrongAdmin = await inject({
      method: 'POST',
      url: '/v2/admin/login',
      payload: { email: admin.email, password: WRONG },
      remoteAddress: '10.17.0.1',
    });
    expect(wrongAdmin.statusCode).toBe(401);

    const agency = await insertAgency(t.app.db);
    const agencyToken = await loginAgency(t.app, agency.email);
    secrets.push(agencyToken);
    const wrongAgency = await inject({
      method: 'POST',
      url: `/v2/${t.config.productSlug}/user/user_login`,
      payload: { email: agency.email, password: WRONG },
      remoteAddress: '10.17.0.2',
    });
    expect(wrongAgency.statusCode).toBe(401);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/v2/agenzieUser/forgotPassword',
          payload: { email: agency.email },
          remoteAddress: '10.17.0.3',
        })
      ).statusCode,
    ).toBe(200);
    const resetToken = await resetTokenFor(agency.email);
    secrets.push(resetToken);
    const reset = await inject({
      method: 'POST',
      url: '/v2/agenzieUser/resetPassword',
      payload: { token: resetToken, password: NEW_PASSWORD },
      remoteAddress: '10.17.0.4',
    });
    expect(reset.statusCode).toBe(200);
    // The used link again (refused), the new password, then logout.
    expect(
      (
        await inject({
          method: 'POST',
          url: '/v2/agenzieUser/resetPassword',
          payload: { token: resetToken, password: NEW_PASSWORD },
          remoteAddress: '10.17.0.5',
        })
      ).statusCode,
    ).toBeGreaterThanOrEqual(400);
    const newToken = await loginAgency(t.app, agency.email, NEW_PASSWORD);
    secrets.push(newToken);
    expect(
      (
        await inject({
          method: 'POST',
          url: `/v2/${t.config.productSlug}/user/user_logout`,
          headers: { authorization: `Bearer ${newToken}` },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await inject({
          method: 'GET',
          url: `/v2/${t.config.productSlug}/user/user_fetchMeFromToken`,
          headers: { authorization: `Bearer ${newToken}` },
        })
      ).statusCode,
    ).toBe(401);

    const text = JSON.stringify(t.logs);
    expect(t.logs.length).toBeGreaterThan(10);
    for (const secret of secrets)
      expect(text.includes(secret), `segreto nel log: ${secret.slice(0, 12)}…`).toBe(false);
    expect(text).not.toMatch(/x-refresh|authorization/i);
    // Refusals carry time, address and the account as a keyed hash of its e-mail, never the e-mail.
    for (const [ip, email] of [
      ['10.17.0.1', admin.email],
      ['10.17.0.2', agency.email],
    ] as const) {
      expect(text).not.toContain(email);
      const refused = t.logs.find((l) => l.event === 'refused' && l.ip === ip);
      expect(refused, ip).toMatchObject({
        status: 401,
        accountHash: t.app.deps.emailDigest(email),
      });
      expect(refused?.time).toBeTypeOf('number');
    }
  });
});
