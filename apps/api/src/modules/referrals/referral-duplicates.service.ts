import type { ReferralEarlier } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { AppointmentRow } from '../../db/schema/index';
import { earlierLeads, earlierReferrals } from './referral-duplicates.queries';
import { earlierFromLead, earlierFromReferral } from './referrals.mapper';

export { duplicateFlag, type DuplicateFlag } from './referral-duplicates.queries';

/** The earlier report of each flagged lead, with its agency, by the lead's id (decision 112). */
export async function earlierReports(
  db: DbOrTx,
  leads: Pick<AppointmentRow, 'id' | 'duplicateOfReferralId' | 'duplicateOfAppointmentId'>[],
): Promise<Record<string, ReferralEarlier>> {
  const refIds = leads.flatMap((l) => (l.duplicateOfReferralId ? [l.duplicateOfReferralId] : []));
  const leadIds = leads.flatMap((l) =>
    l.duplicateOfAppointmentId ? [l.duplicateOfAppointmentId] : [],
  );
  const byId = new Map<string, ReferralEarlier>();
  for (const e of await earlierReferrals(db, refIds)) byId.set(e.r.id, earlierFromReferral(e));
  for (const e of await earlierLeads(db, leadIds)) byId.set(e.a.id, earlierFromLead(e));
  const out: Record<string, ReferralEarlier> = {};
  for (const l of leads) {
    const earlier = byId.get(l.duplicateOfReferralId ?? l.duplicateOfAppointmentId ?? '');
    if (earlier) out[l.id] = earlier;
  }
  return out;
}
