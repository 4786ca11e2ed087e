import type { FastifyServerOptions } from 'fastify';

/** Paths of a verification or reset link carry a token: never log it. */
const TOKEN_IN_PATH = /(\/(?:verify|reset|verify_account|reset-password)\/)[^/?#]+/gi;
export const redactUrl = (url: string) => url.replace(TOKEN_IN_PATH, '$1[redatto]');

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
