import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

const NUL = String.fromCharCode(0);

/** Path of the first string holding a NUL character, or undefined. */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path || '_' : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const found = findNul(v, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses (400) a value holding U+0000 anywhere. Also for bodies the framework does not
 * parse itself, such as the JSON `data` field of a multipart form.
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
 * PostgreSQL text cannot hold U+0000, and no form of the portal needs it: any body, query
 * or path value carrying one is refused with 400 before validation, on every route.
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
