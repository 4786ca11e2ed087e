import { ErrorCode } from '@portal/shared';
import { AppError } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';

/**
 * /v2/health (decision 025): the database answers on a connection of its own, so a
 * request pool stuck behind a lock does not hold the probe up, and the request pool can
 * hand out connections. A 503 names the part that is not well in `details`.
 */
export async function health(deps: Pick<ServiceDeps, 'database'>) {
  const problems: Record<string, string> = {};
  try {
    await deps.database.ping();
  } catch {
    problems.database = 'Il database non risponde.';
  }
  if (deps.database.poolStalled()) {
    problems.pool = 'Nessuna connessione al database libera per le richieste.';
  }
  if (Object.keys(problems).length > 0) {
    throw new AppError(
      503,
      ErrorCode.unavailable,
      problems.database ? 'Database non raggiungibile.' : 'Servizio sovraccarico.',
      problems,
    );
  }
  return { status: 'ok' as const, database: deps.database.kind };
}
