import type { Referral } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../lib/service-deps';
import { redactFields } from '../audit/audit.service';
import { toReferral } from './referrals.mapper';
import * as q from './referrals.queries';

/** The client fields of a referral as its trail may name them. */
const TRAIL_CLIENT_FIELDS = ['nome', 'cognome', 'telefono', 'email', 'immobile', 'nota'] as const;
/** Referrals done per transaction of the retention sweep. */
const BATCH = 500;

/** The agency's referrals for its data export (GDPR art. 15 and 20). */
export async function referralsOfAgency(
  deps: Pick<ServiceDeps, 'db'>,
  agencyId: string,
): Promise<Referral[]> {
  return (await q.agencyReferrals(deps.db, agencyId)).map((row) => toReferral(row.r));
}

/**
 * The agency's erasure removes the clients it passed: the referrals go, their trail keeps
 * that they existed without the client's data. Inside the erasure's transaction.
 */
export async function removeAgencyReferrals(tx: DbOrTx, agencyId: string): Promise<number> {
  const ids = await q.deleteAgencyReferrals(tx, agencyId);
  await redactFields(tx, 'referral', ids, TRAIL_CLIENT_FIELDS);
  return ids.length;
}

const monthsBefore = (now: number, months: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

/**
 * A referral's client data are kept as long as a lead's (decision 055): LEAD_RETENTION_MONTHS
 * after the referral's last change; then pseudonymised, the state and dates kept. A converted
 * referral's appointment follows the leads' own rule. Run by the hourly housekeeping job.
 */
export async function pseudonymiseExpiredReferrals(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'config'>,
): Promise<number> {
  const now = deps.clock.now();
  const cutoff = monthsBefore(now, deps.config.leadRetentionMonths);
  let done = 0;
  for (;;) {
    const n = await deps.db.transaction(async (tx) => {
      const ids = await q.claimExpiredReferrals(tx, cutoff, BATCH);
      await q.pseudonymiseReferrals(tx, ids, new Date(now));
      await redactFields(tx, 'referral', ids, TRAIL_CLIENT_FIELDS);
      return ids.length;
    });
    done += n;
    if (n < BATCH) return done;
  }
}
