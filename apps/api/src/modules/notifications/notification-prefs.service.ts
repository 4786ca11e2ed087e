import { AGENCY_MAIL_KINDS, type AgencyMailKind, type NotificationPrefs } from '@portal/shared';
import type { Db } from '../../db/client';
import { agencyMailPrefsOf, setAgencyMailPref } from './notification-prefs.queries';

/** The notification mails already sent about the agency's appointments (its data export). */
export { mailMarksOf } from './lead-mails.queries';

/** What the code that queues a notification mail asks first (decision 053). */
export { agencyWantsMail } from './notification-prefs.queries';

/** Every switch of the agency, defaults filled in. */
export function readPrefs(db: Db, agencyId: string): Promise<Record<AgencyMailKind, boolean>> {
  return agencyMailPrefsOf(db, agencyId);
}

/** Saves every switch in one transaction and answers what is stored. */
export async function savePrefs(
  db: Db,
  agencyId: string,
  prefs: NotificationPrefs,
  now: Date,
): Promise<Record<AgencyMailKind, boolean>> {
  await db.transaction(async (tx) => {
    for (const kind of AGENCY_MAIL_KINDS) {
      await setAgencyMailPref(tx, agencyId, kind, prefs[kind], now);
    }
  });
  return agencyMailPrefsOf(db, agencyId);
}
