/**
 * A write refused by a unique index, and which index it was. The one place that reads
 * PostgreSQL's error code 23505 (PostgreSQL and PGlite alike, also when Drizzle wraps the
 * driver's error in its own as `cause`).
 */
export interface UniqueViolation {
  constraint: string;
}

const UNIQUE_VIOLATION = '23505';

export function uniqueViolationOf(error: unknown): UniqueViolation | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) {
      return { constraint: typeof constraint === 'string' ? constraint : '' };
    }
  }
  return undefined;
}

/**
 * Rethrows a unique violation as the caller's typed error (a 409 with the field's message),
 * anything else as it was.
 */
export function throwUniqueAs(
  error: unknown,
  toError: (violation: UniqueViolation) => Error,
): never {
  const violation = uniqueViolationOf(error);
  throw violation ? toError(violation) : error;
}
