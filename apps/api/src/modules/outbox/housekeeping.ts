import type { ServiceDeps } from '../../lib/service-deps';
import { purgeExpiredKeys } from '../idempotency/idempotency.service';
import * as q from './housekeeping.queries';
import { purgeSent } from './outbox.queries';
import { pseudonymiseExpiredLeads } from '../appointments/lead-retention.service';

export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sent mails and finished jobs are kept this long (what left, when: support questions). */
const SENT_KEPT_MS = 30 * DAY_MS;
/**
 * An expired link is kept a week, so that opening it still says "scaduto" or "già usato"
 * (and a used verification link still says the account is confirmed) instead of "non valido".
 */
const LINK_KEPT_MS = 7 * DAY_MS;

/**
 * Deletes what can no longer be used (decision 038): run as a recurring outbox job, so one
 * process of the deployment does it once an hour.
 */
export async function housekeep(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'log'>,
): Promise<void> {
  const now = deps.clock.now();
  const removed = {
    agencySessions: await q.purgeAgencySessions(deps.db, new Date(now)),
    adminTokens: await q.purgeAdminTokens(
      deps.db,
      new Date(now),
      new Date(now - deps.config.adminSessionMaxMs),
    ),
    oneTimeTokens: await q.purgeOneTimeTokens(deps.db, new Date(now - LINK_KEPT_MS)),
  };
  await purgeSent(deps.db, new Date(now - SENT_KEPT_MS));
  await purgeExpiredKeys(deps, now);
  const leadsPseudonymised = await pseudonymiseExpiredLeads(deps);
  deps.log.info(
    { event: 'housekeeping', removed, leadsPseudonymised },
    'pulizia periodica eseguita',
  );
}
