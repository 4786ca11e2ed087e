import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

/**
 * U+0000, or half of a surrogate pair ("\ud800" in JSON): neither is text PostgreSQL can
 * store (text refuses the first; jsonb refuses the second, as an audit record would carry it).
 */
// eslint-disable-next-line no-control-regex -- U+0000 is the character looked for.
const NOT_TEXT = /\u0000|\p{Cs}/u;

/** Path of the first string holding a character that is not text, or undefined. */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return NOT_TEXT.test(value) ? path || '_' : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const found = findNul(v, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses (400) a value holding U+0000 or a lone surrogate anywhere. Also for bodies the
 * framework does not parse itself, such as the JSON `data` field of a multipart form.
 */
export function assertNoNul(...values: unknown[]): void {
  for (const value of values) {
    const field = findNul(value, '');
    if (field)
      throw badRequest('Il testo contiene caratteri non ammessi.', {
        [field]: 'Carattere non ammesso',
      });
  }
}

/**
 * PostgreSQL cannot hold U+0000 or a lone surrogate, and no form of the portal needs them:
 * any body, query or path value carrying one is refused with 400 before validation, on every
 * route (a lone surrogate in a JSON body answered 500 from the audit's jsonb before).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (req, _reply, done) => {
    try {
      assertNoNul(req.body, req.query, req.params);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
