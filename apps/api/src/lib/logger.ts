import type { FastifyServerOptions } from 'fastify';

/** Paths of a verification or reset link carry a token: never log it. */
const TOKEN_IN_PATH = /(\/(?:verify|reset|verify_account|reset-password)\/)[^?#]+/gi;

/** A %-encoded unreserved character (letters, digits, `-._~`), which means the same plain. */
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|5[0-9af]|7[0-9ae]|3[0-9]|2[de])/gi;
const plain = (escape: string) => String.fromCharCode(parseInt(escape.slice(1), 16));

/**
 * The request target with any link token redacted. A %-encoded path is read decoded, so
 * `/%76erify/…` (which the server refuses, after logging it) cannot carry a token past the
 * redaction (decision 024).
 */
export const redactUrl = (url: string) =>
  (url.includes('%') ? url.replace(ENCODED_UNRESERVED, plain) : url).replace(
    TOKEN_IN_PATH,
    '$1[redatto]',
  );

/**
 * pino options: requests are logged without headers or bodies; the few fields that could
 * carry a secret are redacted by path as a second line of defence (ASVS 16.x).
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-refresh"]',
        'req.headers.cookie',
        '*.password',
        '*.password_attuale',
        '*.password_nuova',
        '*.confermaPassword',
        '*.token',
        '*.accessToken',
        '*.refreshToken',
      ],
      censor: '[redatto]',
    },
    serializers: {
      req(req) {
        return { method: req.method, url: redactUrl(req.url), ip: req.ip };
      },
    },
  };
}
