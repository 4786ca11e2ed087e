import type { ServiceDeps } from '../../lib/service-deps';
import { purgeExpiredKeys } from '../idempotency/idempotency.service';
import * as q from './housekeeping.queries';
import { pseudonymiseExpiredLeads } from '../appointments/lead-retention.service';
import { pseudonymiseExpiredReferrals } from '../referrals/referral-gdpr.service';
import { purgeOldExportLinks } from '../exports/exports.service';
import { purgeOldFunnel } from '../tools/funnel.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * An expired link is kept a week, so that opening it still says "scaduto" or "già usato"
 * (and a used verification link still says the account is confirmed) instead of "non valido".
 */
const LINK_KEPT_MS = 7 * DAY_MS;

/**
 * Deletes what can no longer be used (decision 038): the job of pg-boss's hourly schedule
 * (decision 061), so one process of the deployment does it once an hour. Finished jobs are
 * deleted by pg-boss itself 30 days after they finish (db/job-queue.ts).
 */
export async function housekeep(
  deps: Pick<ServiceDeps, 'db' | 'database' | 'clock' | 'config' | 'log'>,
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
  await purgeExpiredKeys(deps, now);
  await purgeOldExportLinks(deps, now);
  const leadsPseudonymised = await pseudonymiseExpiredLeads(deps);
  const referralsPseudonymised = await pseudonymiseExpiredReferrals(deps);
  // Display Rata's counters are kept 24 months (decision 115).
  const funnelDays = await purgeOldFunnel(deps);
  // PostgreSQL's autovacuum does this on a server; the embedded database has none.
  if (deps.database.kind === 'pglite') await q.vacuum(deps.db);
  deps.log.info(
    { event: 'housekeeping', removed, leadsPseudonymised, referralsPseudonymised, funnelDays },
    'pulizia periodica eseguita',
  );
}
