import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * Signed bearer tokens: compact JWTs made and checked by `jose` (decision 040) with exactly
 * one accepted algorithm (HS256). Each names its key in `kid`, so `TOKEN_SECRET` can be
 * rotated: the previous secret still verifies what it signed, and never signs. `alg: none`,
 * any other algorithm, an unknown key, a bad signature, a segment in a non-canonical
 * base64url spelling, an expired token and a token of another type are all refused
 * (ASVS 9.1.x).
 */
export type TokenType = 'user' | 'admin-access' | 'admin-mfa';

export interface TokenClaims {
  typ: TokenType;
  /** Subject: agency id or admin id. */
  sub: string;
  /** Session id (agency), token family id (admin) or the sign-in step (`admin-mfa`). */
  sid: string;
  iat: number;
  exp: number;
}

export type VerifyResult =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'type' };

export interface TokenSecrets {
  current: string;
  /** The secret before the last rotation, for verification only. */
  previous?: string | undefined;
}

/** The key id of a secret: a fingerprint that names it without revealing it. */
export const keyIdOf = (secret: string) =>
  createHash('sha256').update(`kid:${secret}`).digest('base64url').slice(0, 16);

const B64URL = /^[A-Za-z0-9_-]+$/;
/** True when the segment is base64url exactly as an encoder writes it (no padding, no stray bits). */
const canonical = (segment: string) =>
  B64URL.test(segment) && Buffer.from(segment, 'base64url').toString('base64url') === segment;

/** The HMAC key of a secret, imported once (importing it on every call costs more than the check). */
const hmacKey = (secret: string) =>
  crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

export class TokenSigner {
  private readonly keys = new Map<string, ReturnType<typeof hmacKey>>();
  private readonly currentKid: string;

  constructor(secrets: TokenSecrets) {
    this.currentKid = keyIdOf(secrets.current);
    this.keys.set(this.currentKid, hmacKey(secrets.current));
    if (secrets.previous && secrets.previous !== secrets.current) {
      this.keys.set(keyIdOf(secrets.previous), hmacKey(secrets.previous));
    }
  }

  async sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: this.currentKid })
      .sign(await this.keys.get(this.currentKid)!);
  }

  async verify(token: string, expected: TokenType, nowSeconds: number): Promise<VerifyResult> {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every(canonical)) return { ok: false, reason: 'malformed' };
    let head: unknown;
    try {
      head = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString('utf8'));
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (typeof head !== 'object' || head === null) return { ok: false, reason: 'malformed' };
    const { alg, kid } = head as { alg?: unknown; kid?: unknown };
    const key = typeof kid === 'string' ? this.keys.get(kid) : undefined;
    if (alg !== 'HS256' || !key) return { ok: false, reason: 'signature' };
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        currentDate: new Date(nowSeconds * 1000),
      }));
    } catch (err) {
      if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
      if (err instanceof errors.JWSSignatureVerificationFailed) {
        return { ok: false, reason: 'signature' };
      }
      return { ok: false, reason: 'malformed' };
    }
    const { typ, sub, sid, iat, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') {
      return { ok: false, reason: 'malformed' };
    }
    if (typ !== expected) return { ok: false, reason: 'type' };
    if (exp <= nowSeconds) return { ok: false, reason: 'expired' };
    return {
      ok: true,
      claims: { typ: expected, sub, sid, iat: typeof iat === 'number' ? iat : 0, exp },
    };
  }
}

/** A 256-bit random opaque token (refresh, verification, reset) and its stored hash. */
export function randomToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
