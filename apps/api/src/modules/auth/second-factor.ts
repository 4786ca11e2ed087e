import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashOpaqueToken } from '../../lib/tokens';

/**
 * The pieces of the admins' second factor that need no database (decision 039): TOTP
 * (RFC 6238: SHA-1, 6 digits, 30 s, one step of drift either way) and recovery codes.
 */
const PERIOD = 30;

const totpOf = (secret: string, label = 'admin', issuer = 'Portale') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret, base32 as authenticator apps read it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim());

/**
 * The time step (30 s counter) whose code `code` is, when it is the secret's code at
 * `nowMs` or one step before or after; null otherwise. The step lets a code be spent once.
 */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  if (!isTotpCode(code)) return null;
  const delta = totpOf(secret).validate({ token: code.trim(), timestamp: nowMs, window: 1 });
  return delta === null ? null : Math.floor(nowMs / 1000 / PERIOD) + delta;
}

/** The code of the secret at `nowMs` (the demo and the tests sign in with it). */
export const totpCode = (secret: string, nowMs: number) =>
  totpOf(secret).generate({ timestamp: nowMs });

/** What an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, account: string, issuer: string) =>
  totpOf(secret, account, issuer).toString();

/** The QR code of `text` as an SVG document (loaded on first use: few admins ever enrol). */
export async function qrSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // 32 symbols: 5 bits each, no 0/O, 1/I

/** A recovery code: 16 symbols (80 random bits), written in four groups. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]!);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/**
 * The stored form of a recovery code: SHA-256 of its symbols, upper-cased and without
 * spaces or dashes (so it may be typed either way). 80 random bits need no slow hash.
 */
export const recoveryCodeHash = (code: string) =>
  hashOpaqueToken(`recovery:${code.toUpperCase().replace(/[^A-Z0-9]/g, '')}`);
