import type { ServiceDeps } from '../../lib/service-deps';
import { claimExpiredLeads, pseudonymiseLeads } from './lead-retention.queries';

// Leads' client data are kept as long as they serve (decisions.md, "Personal data";
// decision 055): LEAD_RETENTION_MONTHS (24) after the lead's last change, and 10 years for
// a Contratto (anti-money-laundering record keeping, D.Lgs. 231/2007). Then name, surname,
// e-mail, phone and description are pseudonymised; the lead, its state and points stay.

export const CONTRACT_RETENTION_YEARS = 10;
/** Leads done per transaction: a sweep of a million old leads never holds one long lock. */
const BATCH = 500;

const monthsBefore = (now: number, months: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

/**
 * Pseudonymises the client data of every lead past its retention; answers how many.
 * Run by the hourly housekeeping job, so one process of the deployment does it.
 */
export async function pseudonymiseExpiredLeads(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'config'>,
): Promise<number> {
  const now = deps.clock.now();
  const cutoffs = {
    lead: monthsBefore(now, deps.config.leadRetentionMonths),
    contract: monthsBefore(now, CONTRACT_RETENTION_YEARS * 12),
  };
  let done = 0;
  for (;;) {
    const n = await deps.db.transaction(async (tx) => {
      const ids = await claimExpiredLeads(tx, cutoffs, BATCH);
      await pseudonymiseLeads(tx, ids, new Date(now));
      return ids.length;
    });
    done += n;
    if (n < BATCH) return done;
  }
}
