import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed bearer tokens: a compact JWT with exactly one accepted algorithm (HS256).
 * `alg: none`, any other algorithm, a bad signature, an expired token and a token of
 * another type are all refused (ASVS 9.1.x).
 */
export type TokenType = 'user' | 'admin-access';

export interface TokenClaims {
  typ: TokenType;
  /** Subject: agency id or admin id. */
  sub: string;
  /** Session id (agency) or token family id (admin), checked against the database. */
  sid: string;
  iat: number;
  exp: number;
}

export type VerifyResult =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'type' };

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signToken(secret: string, claims: TokenClaims): string {
  const payload = b64url(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${sig}`;
}

export function verifyToken(
  secret: string,
  token: string,
  expected: TokenType,
  nowSeconds: number,
): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, sig] = parts as [string, string, string];
  let head: unknown;
  try {
    head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof head !== 'object' || head === null || (head as { alg?: unknown }).alg !== 'HS256') {
    return { ok: false, reason: 'signature' };
  }
  const expectedSig = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expectedSig.length || !timingSafeEqual(given, expectedSig)) {
    return { ok: false, reason: 'signature' };
  }
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (
    typeof claims.sub !== 'string' ||
    typeof claims.sid !== 'string' ||
    typeof claims.exp !== 'number'
  ) {
    return { ok: false, reason: 'malformed' };
  }
  if (claims.typ !== expected) return { ok: false, reason: 'type' };
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/** A 256-bit random opaque token (refresh, verification, reset) and its stored hash. */
export function randomToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
