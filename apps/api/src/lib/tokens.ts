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
  /** The token's own random id, when it needs one (the sign-in step: its codes are counted). */
  jti?: string;
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

/** The claims of a token whose signature was checked, before its type and expiry are. */
type Checked = Omit<TokenClaims, 'typ'> & { typ: unknown };

/**
 * How many checked tokens are remembered: an agency's token comes with every request of its
 * session, and its HMAC (asynchronous WebCrypto, about 56 µs: decision 040) was a tenth of
 * an authenticated list's time (bench P2). A few hundred kB at most; the oldest goes first.
 */
const CHECKED_TOKENS = 2_000;

/**
 * How far in the future a token's `iat` may be: the clocks of the processes behind one
 * balancer differ by well under a minute. jose checks `iat` only with `maxTokenAge`, which
 * would also cap every token's age, so the check is ours, made on every call as expiry is.
 */
const IAT_SKEW_SECONDS = 60;

export class TokenSigner {
  private readonly keys = new Map<string, ReturnType<typeof hmacKey>>();
  private readonly currentKid: string;
  /**
   * Tokens whose signature verified, by their exact text: a signature is a property of the
   * text, so the same text needs no second check. Type and expiry are still checked on
   * every call; revocation was never the signature's work (the session rows are).
   */
  private readonly checked = new Map<string, Checked>();

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
    const known = this.checked.get(token);
    const checked = known ?? (await this.check(token, nowSeconds));
    if ('reason' in checked) return { ok: false, reason: checked.reason };
    if (!known) {
      if (this.checked.size >= CHECKED_TOKENS)
        this.checked.delete(this.checked.keys().next().value!);
      this.checked.set(token, checked);
    }
    const { typ, sub, sid, iat, exp, jti } = checked;
    if (typ !== expected) return { ok: false, reason: 'type' };
    if (exp <= nowSeconds) return { ok: false, reason: 'expired' };
    // Issued in the future: never by this server, whose clocks agree within the skew.
    if (iat > nowSeconds + IAT_SKEW_SECONDS) return { ok: false, reason: 'malformed' };
    return { ok: true, claims: { typ: expected, sub, sid, iat, exp, ...(jti ? { jti } : {}) } };
  }

  /** The signature, the header and the claims' shape: what holds for the token's text forever. */
  private async check(
    token: string,
    nowSeconds: number,
  ): Promise<Checked | { reason: 'malformed' | 'signature' | 'expired' }> {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every(canonical)) return { reason: 'malformed' };
    let head: unknown;
    try {
      head = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString('utf8'));
    } catch {
      return { reason: 'malformed' };
    }
    if (typeof head !== 'object' || head === null) return { reason: 'malformed' };
    const { alg, kid } = head as { alg?: unknown; kid?: unknown };
    const key = typeof kid === 'string' ? this.keys.get(kid) : undefined;
    if (alg !== 'HS256' || !key) return { reason: 'signature' };
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        currentDate: new Date(nowSeconds * 1000),
      }));
    } catch (err) {
      if (err instanceof errors.JWTExpired) return { reason: 'expired' };
      if (err instanceof errors.JWSSignatureVerificationFailed) return { reason: 'signature' };
      return { reason: 'malformed' };
    }
    const { typ, sub, sid, iat, exp, jti } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') {
      return { reason: 'malformed' };
    }
    if (jti !== undefined && typeof jti !== 'string') return { reason: 'malformed' };
    return { typ, sub, sid, iat: typeof iat === 'number' ? iat : 0, exp, ...(jti ? { jti } : {}) };
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
