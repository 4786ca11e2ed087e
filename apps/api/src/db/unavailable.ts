/**
 * A query that failed because the database could not serve it in time or at all, not
 * because of what it asked (decision 025): the statement timeout or a lock timeout, the
 * pool's wait for a free connection, a connection refused, lost or being shut down. The
 * error handler answers these with the generic 503 instead of a 500. PostgreSQL's codes
 * are read through Drizzle's wrapper (`cause`), as in unique-violation.ts.
 */
const CODES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '53300', // too_many_connections
  '53400', // configuration_limit_exceeded
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
]);

/** node-postgres's own words for a connection it could not open, lost or had closed. */
const MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: no free connection in time
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && MESSAGES.includes(message)) return true;
  }
  return false;
}
