import { AppError } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import { pingDatabase } from './system.queries';

/** /v2/health: the database answers (503 otherwise), and which engine it is. */
export async function health(deps: Pick<ServiceDeps, 'db' | 'database'>) {
  try {
    await pingDatabase(deps.db);
  } catch {
    throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Database non raggiungibile.');
  }
  return { status: 'ok' as const, database: deps.database.kind };
}
