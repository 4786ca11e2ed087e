import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAgency, loginAgency } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import { TokenSigner, type TokenClaims } from './tokens';

// A token issued in the future (its `iat` more than a minute ahead of the server's clock)
// was never made by a server of the portal: refused like a malformed one (QUALITY S6).
const SECRET = 'iat-secret-0123456789-0123456789-0123456789';
const NOW = 1_800_000_000;
const claims = (iat: number): TokenClaims => ({
  typ: 'user',
  sub: '5f0e4c1e-1c1e-4c1e-8c1e-1c1e1c1e1c1e',
  sid: '6f0e4c1e-1c1e-4c1e-8c1e-1c1e1c1e1c1e',
  iat,
  exp: iat + 3_600,
});

describe('a token from the future', () => {
  it('is refused beyond a minute of skew, accepted within it', async () => {
    const signer = new TokenSigner({ current: SECRET });
    const ahead = await signer.sign(claims(NOW + 61));
    expect(await signer.verify(ahead, 'user', NOW)).toEqual({ ok: false, reason: 'malformed' });
    // The same text once the clock has caught up: what was refused was the time, not the text.
    expect((await signer.verify(ahead, 'user', NOW + 1)).ok).toBe(true);
    const skewed = await signer.sign(claims(NOW + 60));
    expect((await signer.verify(skewed, 'user', NOW)).ok).toBe(true);
  });
});

describe('through the API', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 when the server’s clock is more than a minute before the token’s issue', async () => {
    const agency = await insertAgency(t.app.db);
    const token = await loginAgency(t.app, agency.email);
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: `/v2/${t.config.productSlug}/user/user_profile`,
        headers: { authorization: `Bearer ${token}` },
      });
    // Checked once here, and remembered: the time is still checked on every call.
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(-30_000);
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(-90_000);
    const refused = await me();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
