import { describe, expect, it } from 'vitest';
import { TokenSigner, keyIdOf, type TokenClaims } from './tokens';

const OLD = 'old-secret-0123456789-0123456789-0123456789';
const NEW = 'new-secret-0123456789-0123456789-0123456789';
const NOW = 1_800_000_000;
const claims: TokenClaims = {
  typ: 'user',
  sub: '5f0e4c1e-1c1e-4c1e-8c1e-1c1e1c1e1c1e',
  sid: '6f0e4c1e-1c1e-4c1e-8c1e-1c1e1c1e1c1e',
  iat: NOW,
  exp: NOW + 60,
};
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const headerOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

describe('signed tokens (QUALITY S22, decision 040)', () => {
  it('names its key: HS256 with the key id of the current secret, never the secret itself', async () => {
    const token = await new TokenSigner({ current: NEW, previous: OLD }).sign(claims);
    expect(headerOf(token)).toEqual({ alg: 'HS256', typ: 'JWT', kid: keyIdOf(NEW) });
    expect(token).not.toContain(NEW);
    expect(keyIdOf(NEW)).not.toBe(keyIdOf(OLD));
  });

  it('keeps the tokens of the previous secret valid after a rotation, and only while it is listed', async () => {
    const before = await new TokenSigner({ current: OLD }).sign(claims);
    const rotated = new TokenSigner({ current: NEW, previous: OLD });
    expect(await rotated.verify(before, 'user', NOW)).toEqual({ ok: true, claims });
    expect(await new TokenSigner({ current: NEW }).verify(before, 'user', NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses a token without a key id, or naming a key it does not hold', async () => {
    const token = await new TokenSigner({ current: NEW }).sign(claims);
    const [, payload, sig] = token.split('.');
    const head = (h: object) => Buffer.from(JSON.stringify(h)).toString('base64url');
    const signer = new TokenSigner({ current: NEW });
    for (const h of [
      { alg: 'HS256', typ: 'JWT' },
      { alg: 'HS256', kid: 'someone-else' },
    ]) {
      expect((await signer.verify(`${head(h)}.${payload}.${sig}`, 'user', NOW)).ok).toBe(false);
    }
  });

  it('refuses a signature in a non-canonical base64url spelling of the same bytes', async () => {
    const signer = new TokenSigner({ current: NEW });
    const token = await signer.sign(claims);
    const sig = token.split('.')[2]!;
    // 32 bytes in 43 characters: the last one carries 2 unused bits; flip one of them.
    const last = B64.indexOf(sig.at(-1)!);
    const twin = sig.slice(0, -1) + B64[last ^ 1]!;
    expect(Buffer.from(twin, 'base64url')).toEqual(Buffer.from(sig, 'base64url'));
    const base = token.slice(0, -sig.length);
    expect((await signer.verify(base + sig, 'user', NOW)).ok).toBe(true);
    expect(await signer.verify(base + twin, 'user', NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect((await signer.verify(`${base}${sig}=`, 'user', NOW)).ok).toBe(false);
    expect((await signer.verify(`${base}${sig.replace(/_/g, '/')}+`, 'user', NOW)).ok).toBe(false);
  });

  it('refuses alg none, another algorithm, an expired token and a token of another kind', async () => {
    const signer = new TokenSigner({ current: NEW });
    const token = await signer.sign(claims);
    const [, payload] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: keyIdOf(NEW) })).toString('base64url')}.${payload}.`;
    expect((await signer.verify(none, 'user', NOW)).ok).toBe(false);
    expect(await signer.verify(token, 'user', NOW + 60)).toEqual({ ok: false, reason: 'expired' });
    expect(await signer.verify(token, 'admin-access', NOW)).toEqual({ ok: false, reason: 'type' });
    expect(await signer.verify(token, 'admin-mfa', NOW)).toEqual({ ok: false, reason: 'type' });
  });

  it('checks the signature of a token once, and still its type and expiry on every call', async () => {
    const signer = new TokenSigner({ current: NEW });
    const token = await signer.sign(claims);
    expect(await signer.verify(token, 'user', NOW)).toEqual({ ok: true, claims });
    // Remembered: the same text again, then the same text once it has expired or for another kind.
    expect(await signer.verify(token, 'user', NOW + 59)).toEqual({ ok: true, claims });
    expect(await signer.verify(token, 'admin-access', NOW)).toEqual({ ok: false, reason: 'type' });
    expect(await signer.verify(token, 'user', NOW + 60)).toEqual({
      ok: false,
      reason: 'expired',
    });
    // Any other text is checked in full: a forged signature beside a remembered token fails.
    const [head, payload, sig] = token.split('.');
    const forged = `${head}.${payload}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BA' : 'AA'}`;
    expect((await signer.verify(forged, 'user', NOW)).ok).toBe(false);
    const other = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    expect(await signer.verify(`${head}.${other}.${sig}`, 'user', NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('remembers a bounded number of tokens, the oldest forgotten first', async () => {
    const signer = new TokenSigner({ current: NEW });
    const remembered = () => (signer as unknown as { checked: Map<string, unknown> }).checked;
    const tokens = await Promise.all(
      Array.from({ length: 2_050 }, (_, i) => signer.sign({ ...claims, sid: `s-${i}` })),
    );
    for (const token of tokens) expect((await signer.verify(token, 'user', NOW)).ok).toBe(true);
    expect(remembered().size).toBe(2_000);
    expect(remembered().has(tokens[0]!)).toBe(false);
    expect(remembered().has(tokens.at(-1)!)).toBe(true);
    expect((await signer.verify(tokens[0]!, 'user', NOW)).ok).toBe(true);
  });
});
