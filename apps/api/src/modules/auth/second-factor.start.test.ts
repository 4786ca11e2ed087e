import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS_FILE, ensureConfiguredAdmin, seedDemoData } from '../../db/seed';
import { TokenSigner } from '../../lib/tokens';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAgency, loginAgency } from '../../test/fixtures';
import { totpCode } from './second-factor';

// Decisions 039 and 040 as a deployment meets them: the admins it starts with, and a
// rotation of TOKEN_SECRET.
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const OLD = 'the-secret-before-rotation-0123456789-0123456789';
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      ADMIN_EMAIL: 'ops@example.it',
      ADMIN_PASSWORD: 'Ops-Password-Lunga-2026',
      ADMIN_TOTP_SECRET: SECRET.toLowerCase(),
      TOKEN_SECRET_PREVIOUS: OLD,
    },
    config: { demoData: true, deployed: true },
  });
  await ensureConfiguredAdmin(t.app.db, t.config, t.app.log);
});
afterAll(async () => {
  await t.close();
});

const signIn = async (email: string, password: string, secret: string) => {
  const step = await t.app.inject({
    method: 'POST',
    url: '/v2/admin/login',
    payload: { email, password },
  });
  expect(step.json().enrol).toBeNull();
  return t.app.inject({
    method: 'POST',
    url: '/v2/admin/login/verify',
    payload: { mfaToken: step.json().mfaToken, code: totpCode(secret, t.clock.now()) },
  });
};

describe('admins a deployment starts with', () => {
  it('enrols the ADMIN_EMAIL admin with ADMIN_TOTP_SECRET, so automated checks can sign in', async () => {
    const res = await signIn('ops@example.it', 'Ops-Password-Lunga-2026', SECRET);
    expect(res.statusCode).toBe(200);
  });

  it('creates the demo admin enrolled, its secret written once with its password', async () => {
    const seeded = await seedDemoData(t.app.db, t.config, t.app.log);
    expect(seeded!.adminTotpSecret).toMatch(/^[A-Z2-7]{32}$/);
    const file = readFileSync(join(t.config.dataDir, DEMO_CREDENTIALS_FILE), 'utf8');
    expect(file).toContain(seeded!.adminTotpSecret);
    const res = await signIn(
      'admin@demo.example.it',
      seeded!.adminPassword,
      seeded!.adminTotpSecret,
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('rotation of TOKEN_SECRET (decision 040)', () => {
  it('accepts a token of the previous secret, refuses one of an unknown secret', async () => {
    const agency = await insertAgency(t.app.db);
    const current = await loginAgency(t.app, agency.email);
    const claims = JSON.parse(Buffer.from(current.split('.')[1]!, 'base64url').toString('utf8'));
    const fetchMe = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/v2/${t.config.productSlug}/user/user_fetchMeFromToken`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await fetchMe(current)).statusCode).toBe(200);
    const old = await new TokenSigner({ current: OLD }).sign(claims);
    expect((await fetchMe(old)).statusCode).toBe(200);
    const stranger = await new TokenSigner({ current: `x${OLD}` }).sign(claims);
    expect((await fetchMe(stranger)).statusCode).toBe(401);
  });
});
